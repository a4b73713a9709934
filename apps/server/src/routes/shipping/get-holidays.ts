import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holidaysSchema } from '@shop/shop/shipping/contract';

/** The days the shop does not produce or dispatch: US federal holidays and shop closures. */
export const getHolidays: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote/get/holidays',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Holidays and closure days, by date',
        response: { 200: holidaysSchema },
      },
    },
    async () => app.shop.shipping.holidays(),
  );
};
