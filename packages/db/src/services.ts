import type { FeaturedCategory } from '@shop/domain/catalog';
import { createCatalogCache, type CatalogCache } from './catalog-cache';
import type { DatabaseHandle } from './client';
import { cartRepository, type CartRepository } from './repositories/carts';
import { idempotencyRepository } from './repositories/idempotency';
import { quoteRepository, type QuoteRepository } from './repositories/quotes';
import { reviewRepository, type ReviewRepository } from './repositories/reviews';
import { visitorRepository, type VisitorRepository } from './repositories/visitors';

/**
 * The shop's data services. The API routes and the web app's loaders receive this same object,
 * so a page reads exactly what the API answers, in process and without an HTTP hop.
 */
export interface ShopServices {
  catalog: CatalogCache & { listFeaturedCategories(): FeaturedCategory[] };
  /** "Now": injected so dispatch dates can be tested at any moment. */
  clock: () => Date;
  visitors: VisitorRepository;
  carts: CartRepository;
  quotes: QuoteRepository;
  reviews: ReviewRepository;
  idempotency: ReturnType<typeof idempotencyRepository>;
  /** One database round trip; resolves with its duration in milliseconds. */
  pingDatabase(): Promise<number>;
  close(): void;
}

export interface ShopServicesOptions {
  clock?: () => Date;
  /** How often to check for catalog changes; 0 turns the check off. */
  catalogRefreshMs?: number;
  onBackgroundError?: (error: unknown) => void;
}

export async function createShopServices(
  database: DatabaseHandle,
  options: ShopServicesOptions = {},
): Promise<ShopServices> {
  const cache = await createCatalogCache(database.db, {
    refreshMs: options.catalogRefreshMs ?? 30_000,
    onError: options.onBackgroundError ?? (() => {}),
  });
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
    clock: options.clock ?? (() => new Date()),
    visitors: visitorRepository(database.db),
    carts: cartRepository(database.db),
    quotes: quoteRepository(database.db),
    reviews: reviewRepository(database.db),
    idempotency: idempotencyRepository(database.db),
    pingDatabase: () => database.ping(),
    close: () => cache.stop(),
  };
}
