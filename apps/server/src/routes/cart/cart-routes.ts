import { apiErrorSchema } from '@shop/domain/api-error';
import { cartSchema, quotePayloadSchema } from '@shop/domain/cart-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addedLineSchema, cartLineParams, changeSetsSchema } from '@shop/shop/cart/contract';
import { idempotencyKeyHeader } from '@shop/shop/common/contract';

/** The visitor's cart: add (re-priced, idempotent), list, change sets, remove. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart } = app.shop;

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The visitor's cart with subtotal, shipping (free from $100) and total",
        response: { 200: cartSchema },
      },
    },
    async (request) => cart.view(await request.visitor()),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a priced configuration (the quote payload); the server prices it again',
        description:
          'A payload whose cost, quantity or shipping differs from the current price is refused ' +
          'with 422 and nothing is stored. The same Idempotency-Key adds one line only. A full ' +
          'cart answers 409 (CART_FULL); too many adds answer 429 with Retry-After.',
        headers: idempotencyKeyHeader,
        body: quotePayloadSchema,
        response: {
          201: addedLineSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const added = await cart.addLine(
        request.visitorSession(reply),
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      // Spec 000 §4: the uses cookie is cleared once the line is in the cart.
      reply.clearCookie('uses', { path: '/' });
      return reply.status(201).send(added);
    },
  );

  app.patch(
    '/cart/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change the number of sets of a line',
        params: cartLineParams,
        body: changeSetsSchema,
        response: { 200: cartSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      cart.changeSets(await request.visitor(), request.params.id, request.body.kinds),
  );

  app.delete(
    '/cart/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: cartLineParams,
        response: { 200: cartSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => cart.removeLine(await request.visitor(), request.params.id),
  );
};
