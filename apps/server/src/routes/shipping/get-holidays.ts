import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const holidaysSchema = z.array(
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    name: z.string(),
    type: z.enum(['federal', 'closure']),
  }),
);

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
    async () => app.shop.catalog.current().catalog.holidays,
  );
};
