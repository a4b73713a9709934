import type { DatabaseHandle } from '@shop/db/client';
import { createShopServices, type ShopServices } from '@shop/db/services';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    services: ShopServices;
  }
}

/** Makes the shop's services available to every route; the database closes with the app. */
export const services = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  app.decorate('services', createShopServices(options.database));
  app.addHook('onClose', () => options.database.close());
});
