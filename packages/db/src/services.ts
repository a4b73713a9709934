import type { DatabaseHandle } from './client';
import { createCatalogRepository, type CatalogRepository } from './repositories/catalog-repository';

/**
 * The shop's data services. The API routes and the web app's loaders receive this same object,
 * so a page reads exactly what the API answers, in process and without an HTTP hop.
 */
export interface ShopServices {
  catalog: CatalogRepository;
  /** One database round trip; resolves with its duration in milliseconds. */
  pingDatabase(): Promise<number>;
}

export function createShopServices(database: DatabaseHandle): ShopServices {
  return {
    catalog: createCatalogRepository(database.db),
    pingDatabase: () => database.ping(),
  };
}
