import type { FeaturedCategory } from '@shop/domain/catalog';
import { createCatalogCache, type CatalogCache } from '@shop/db/catalog-cache';
import type { DatabaseHandle } from '@shop/db/client';
import { cartRepository, type CartRepository } from '@shop/db/repositories/carts';
import { idempotencyRepository } from '@shop/db/repositories/idempotency';
import { quoteRepository } from '@shop/db/repositories/quotes';
import { reviewRepository, type ReviewRepository } from '@shop/db/repositories/reviews';
import { visitorRepository, type VisitorRepository } from '@shop/db/repositories/visitors';
import { quotesService, type QuotesService } from './quotes/service';

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
  visitors: VisitorRepository;
  carts: CartRepository;
  quotes: QuotesService;
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
  const visitors = visitorRepository(database.db);
  const idempotency = idempotencyRepository(database.db);
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
    visitors,
    carts: cartRepository(database.db),
    quotes: quotesService({
      quotes: quoteRepository(database.db),
      visitors,
      idempotency,
      catalog: cache,
      clock,
      shopTimeZone: options.shopTimeZone,
    }),
    reviews: reviewRepository(database.db),
    idempotency,
    pingDatabase: () => database.ping(),
    close: () => cache.stop(),
  };
}
