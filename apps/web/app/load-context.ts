import type { Visitor } from '@shop/db/repositories/visitors';
import type { ShopServices } from '@shop/db/services';

// What the server (apps/server/src/plugins/storefront.ts) hands every loader and action.
declare module 'react-router' {
  interface AppLoadContext {
    services: ShopServices;
    /** Lets our inline hydration scripts pass the Content-Security-Policy. */
    cspNonce: string;
    /** IANA zone of the shop: dispatch dates and the 6:00 PM cut-off. */
    shopTimeZone: string;
    /** Who is asking (their session, from the cookie): carts and quotations are theirs only. */
    visitor(): Promise<Visitor>;
  }
}

export {};
