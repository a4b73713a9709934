import { apiErrorSchema } from '@shop/domain/api-error';
import { cartView, priceQuotePayload } from '@shop/domain/cart';
import { cartSchema, quotePayloadSchema } from '@shop/domain/cart-contract';
import type { Owner } from '@shop/db/repositories/visitors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyHeader, rowId } from '@shop/shop/common/contract';
import { ShopProblem } from '@shop/shop/problem';

const lineId = z.object({ id: rowId });

/** The visitor's cart: add (re-priced, idempotent), list, change sets, remove. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { carts } = app.shop;
  const currentCart = async (owner: Owner) =>
    cartView(app.shop.catalog.current().catalog, await carts.lines(owner));

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The visitor's cart with subtotal, shipping (free from $100) and total",
        response: { 200: cartSchema },
      },
    },
    async (request) => currentCart(await request.visitor()),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a priced configuration (the quote payload); the server prices it again',
        description:
          'A payload whose cost, quantity or shipping differs from the current price is refused ' +
          'with 422 and nothing is stored. The same Idempotency-Key adds one line only.',
        headers: idempotencyKeyHeader,
        body: quotePayloadSchema,
        response: {
          201: z.object({ cart_count: z.number().int(), line_id: z.number().int() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { catalog } = app.shop.catalog.current();
      const checked = priceQuotePayload(
        catalog,
        request.body,
        app.shop.clock(),
        app.config.shopTimeZone,
      );
      if (!checked.ok) {
        const { status, code, field, message } = checked.problem;
        throw new ShopProblem(status, code, message, [{ field, message }]);
      }
      const visitor = await request.visitor();
      const owner = visitor.customerId !== null ? visitor : await request.ensureSession(reply);
      const stored = await carts.addLine(
        owner,
        checked.line,
        request.body.origin_path,
        request.headers['idempotency-key'] ?? null,
        (id, cartCount) => ({ statusCode: 201, body: { cart_count: cartCount, line_id: id } }),
      );
      // Spec 000 §4: the uses cookie is cleared once the line is in the cart.
      reply.clearCookie('uses', { path: '/' });
      return reply.status(stored.statusCode as 201).send(stored.body as never);
    },
  );

  app.patch(
    '/cart/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change the number of sets of a line',
        params: lineId,
        body: z.object({ kinds: z.number().int().min(1).max(99) }).strict(),
        response: { 200: cartSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const visitor = await request.visitor();
      if (!(await carts.setKinds(visitor, request.params.id, request.body.kinds))) {
        throw new ShopProblem(
          404,
          'NOT_FOUND',
          `There is no line ${request.params.id} in your cart.`,
        );
      }
      return currentCart(visitor);
    },
  );

  app.delete(
    '/cart/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: lineId,
        response: { 200: cartSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const visitor = await request.visitor();
      if (!(await carts.removeLine(visitor, request.params.id))) {
        throw new ShopProblem(
          404,
          'NOT_FOUND',
          `There is no line ${request.params.id} in your cart.`,
        );
      }
      return currentCart(visitor);
    },
  );
};
