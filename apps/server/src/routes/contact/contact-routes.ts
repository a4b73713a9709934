import { apiErrorSchema } from '@shop/domain/api-error';
import { contactAnswerSchema, contactSchema } from '@shop/shop/contact/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Contact us (issue 30). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary:
          'A message to the shop: stored, mailed to SHOP_EMAIL and acknowledged to the sender (10 an hour per address)',
        body: contactSchema,
        response: {
          201: contactAnswerSchema,
          400: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.shop.contact.send(await request.actor(), request.body, request.ip)),
  );
};
