import type { Actor, Visitor } from '@shop/domain/identity';
import type { Shop } from '@shop/shop/shop';
import type { StaffSession } from '@shop/shop/staff/service';

// What the server (apps/server/src/plugins/storefront.ts) hands every loader and action. With
// future.v8_middleware the context is a RouterContextProvider; the server assigns these fields to
// it (React Router's documented path from AppLoadContext, docs/how-to/middleware.md).
declare module 'react-router' {
  interface RouterContextProvider {
    shop: Shop;
    /** Lets our inline hydration scripts pass the Content-Security-Policy. */
    cspNonce: string;
    /** IANA zone of the shop: dispatch dates and the 6:00 PM cut-off. */
    shopTimeZone: string;
    /**
     * Who is asking (their session, from the cookie): carts and quotations are theirs only. A page
     * whose loaders read it is the visitor's own and is rendered for them (ADR 0036).
     */
    visitor(): Promise<Visitor>;
    /** The same visitor as the actor the shop's operations receive (issue 29). */
    actor(): Promise<Actor>;
    /**
     * The same visitor, for the root's header parts only (name, cart count): reading it keeps the
     * page one the server may render once for everyone and give each visitor with their own
     * header (docs/decisions/0036-a-visitors-page-from-shared-parts.md).
     */
    headerVisitor(): Promise<Visitor>;
    /**
     * The signed-in member of staff (the staff cookie), for the back-office's pages only
     * (issue 34); null for everyone else. The server never keeps those pages in its cache.
     */
    staffSession(): Promise<StaffSession | null>;
    /** The request's logger (the server's pino, which keeps SQL parameters and names out). */
    log: PageLogger;
  }
}

/** What pages log through: errors, with the error under `err`. */
export interface PageLogger {
  error(fields: { err: unknown }, message: string): void;
}
