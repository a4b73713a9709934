import type { DatabaseHandle } from '@shop/db/client';
import { createShopServices, type ShopServices } from '@shop/db/services';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    services: ShopServices;
  }
}

export interface ServicesOptions {
  database: DatabaseHandle;
  clock?: () => Date;
  catalogRefreshMs: number;
}

/**
 * Makes the shop's services (with the catalog loaded into memory) available to every route;
 * they stop, and the database closes, with the app.
 */
export const services = fp(async (app: FastifyInstance, options: ServicesOptions) => {
  const shopServices = await createShopServices(options.database, {
    clock: options.clock,
    catalogRefreshMs: options.catalogRefreshMs,
    onBackgroundError: (error) => app.log.error({ err: error }, 'catalog refresh failed'),
  });
  app.decorate('services', shopServices);
  app.addHook('onClose', async () => {
    shopServices.close();
    await options.database.close();
  });
});
