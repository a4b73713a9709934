import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The catalog the Special Processing form reads in the browser (issue 16): every product it
 * lists and the lists of its cascade, without prices. Fetched when the form first opens.
 */
export const getSpecialProcessingForm: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/special-processing-form',
    {
      schema: {
        tags: ['catalog'],
        summary: "The Special Processing form's products and option lists (no prices)",
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .send(app.shop.catalog.specialProcessingForm()),
  );
};
