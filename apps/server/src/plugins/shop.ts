import type { DatabaseHandle } from '@shop/db/client';
import { createShop, type Shop } from '@shop/shop/shop';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    shop: Shop;
  }
}

export interface ShopPluginOptions {
  database: DatabaseHandle;
  clock?: () => Date;
  shopTimeZone: string;
  catalogRefreshMs: number;
}

/**
 * Makes the shop's services (with the catalog loaded into memory) available to every route;
 * they stop, and the database closes, with the app.
 */
export const shopPlugin = fp(async (app: FastifyInstance, options: ShopPluginOptions) => {
  const shop = await createShop(options.database, {
    clock: options.clock,
    shopTimeZone: options.shopTimeZone,
    catalogRefreshMs: options.catalogRefreshMs,
    onBackgroundError: (error) => app.log.error({ err: error }, 'catalog refresh failed'),
  });
  app.decorate('shop', shop);
  app.addHook('onClose', async () => {
    shop.close();
    await options.database.close();
  });
});
