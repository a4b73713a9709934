import type { FeaturedCategory } from '@shop/domain/catalog';
import { createCatalogCache, type CatalogCache } from '@shop/db/catalog-cache';
import type { DatabaseHandle } from '@shop/db/client';
import { cartRepository } from '@shop/db/repositories/carts';
import { idempotencyRepository } from '@shop/db/repositories/idempotency';
import { quoteRepository, type QuoteRepository } from '@shop/db/repositories/quotes';
import { reviewRepository, type ReviewRepository } from '@shop/db/repositories/reviews';
import { visitorRepository, type VisitorRepository } from '@shop/db/repositories/visitors';
import { accountsService, type AccountsService } from './accounts/service';
import { cartService, type CartService } from './cart/service';

/**
 * The shop: one object holding every capability's operations. The API routes and the web app's
 * loaders and actions receive this same object, so a page does exactly what the API does, in
 * process and without an HTTP hop (docs/decisions/0013-use-case-layer.md).
 */
export interface Shop {
  catalog: CatalogCache & { listFeaturedCategories(): FeaturedCategory[] };
  /** "Now": injected so dispatch dates can be tested at any moment. */
  clock: () => Date;
  /** IANA zone of the shop: dispatch dates, the 6:00 PM cut-off, reference numbers. */
  shopTimeZone: string;
  cart: CartService;
  accounts: AccountsService;
  visitors: VisitorRepository;
  quotes: QuoteRepository;
  reviews: ReviewRepository;
  idempotency: ReturnType<typeof idempotencyRepository>;
  /** One database round trip; resolves with its duration in milliseconds. */
  pingDatabase(): Promise<number>;
  close(): void;
}

export interface ShopOptions {
  clock?: () => Date;
  shopTimeZone: string;
  /** How often to check for catalog changes; 0 turns the check off. */
  catalogRefreshMs?: number;
  onBackgroundError?: (error: unknown) => void;
}

export async function createShop(database: DatabaseHandle, options: ShopOptions): Promise<Shop> {
  const cache = await createCatalogCache(database.db, {
    refreshMs: options.catalogRefreshMs ?? 30_000,
    onError: options.onBackgroundError ?? (() => {}),
  });
  const clock = options.clock ?? (() => new Date());
  return {
    catalog: {
      ...cache,
      listFeaturedCategories: () =>
        cache.current().categories.map(({ id, name, urlSlug, summary }) => ({
          id,
          name,
          url_slug: urlSlug,
          summary,
        })),
    },
    clock,
    shopTimeZone: options.shopTimeZone,
    cart: cartService({
      carts: cartRepository(database.db),
      catalog: cache,
      clock,
      shopTimeZone: options.shopTimeZone,
    }),
    accounts: accountsService({
      visitors: visitorRepository(database.db),
      carts: cartRepository(database.db),
      clock,
    }),
    visitors: visitorRepository(database.db),
    quotes: quoteRepository(database.db),
    reviews: reviewRepository(database.db),
    idempotency: idempotencyRepository(database.db),
    pingDatabase: () => database.ping(),
    close: () => cache.stop(),
  };
}
