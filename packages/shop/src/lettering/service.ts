import type { PayloadCheck } from '@shop/domain/cart';
import type { QuotePayload } from '@shop/domain/cart-contract';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import type { CatalogCache } from '@shop/db/catalog-cache';
import { letteringCutFile, letteringGlyphs, priceQuotePayloadOnServer } from './lettering-pricing';

/**
 * Lettering designs on the server (issue 17): the operations the cart and the quotations call
 * (issue 29: through this service, not by reaching into this folder's modules).
 */
export function letteringService({
  catalog,
  clock,
  shopTimeZone,
}: {
  catalog: Pick<CatalogCache, 'current'>;
  clock: () => Date;
  shopTimeZone: string;
}) {
  return {
    /**
     * A quote payload priced again with today's catalog, a lettering design measured again from
     * its typeface's own file first: the one way the shop prices a payload (cart, quotation).
     */
    priceQuotePayload: (payload: QuotePayload, now: Date = clock()): Promise<PayloadCheck> =>
      priceQuotePayloadOnServer(catalog.current().catalog, payload, now, shopTimeZone),
    /** The glyphs of each typeface the lines' designs use (each file parsed once and kept). */
    glyphsOf: letteringGlyphs,
    /** The SVG cut file of a stored design at its ordered size, measured again from the font. */
    cutFile: (order: LetteringOrder): Promise<string> => letteringCutFile(order),
  };
}

export type LetteringService = ReturnType<typeof letteringService>;
