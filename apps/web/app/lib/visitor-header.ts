import { actorOf, type Visitor, type VisitorProfile } from '@shop/domain/identity';
import type { Shop } from '@shop/shop/shop';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';

/** What of a page is the visitor's own: the header's name and cart count, and the compare bar. */
export interface VisitorHeader {
  cartCount: number;
  profile: VisitorProfile;
  compareVisible: boolean;
}

/**
 * The root loader's visitor part: the session's name and cart count, and whether the compare
 * cookie is there (`hasCompareCookie`, the caller's to read). It travels as one
 * JSON string so the server can put a visitor's own in a page rendered for everyone
 * (docs/decisions/0036-a-visitors-page-from-shared-parts.md).
 */
export async function visitorHeaderOf(
  shop: Shop,
  visitor: Visitor,
  compareVisible: boolean,
): Promise<VisitorHeader> {
  const { cartCount, profile } = await shop.accounts.whoIsHere(actorOf(visitor));
  return { cartCount, profile, compareVisible };
}

export const serializeVisitorHeader = (header: VisitorHeader): string => JSON.stringify(header);

const parse = (text: string): VisitorHeader => JSON.parse(text) as VisitorHeader;

/** The visitor's header data from the root loader; null on an error page without it. */
export function useVisitorHeader(): VisitorHeader | null {
  const text = useRouteLoaderData<{ visitor: string }>('root')?.visitor;
  return useMemo(() => (text === undefined ? null : parse(text)), [text]);
}
