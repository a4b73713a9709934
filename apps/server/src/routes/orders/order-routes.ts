import { apiErrorSchema } from '@shop/domain/api-error';
import { idempotencyKeyHeader } from '@shop/shop/common/contract';
import {
  checkoutInputSchema,
  checkoutReviewSchema,
  checkoutStartSchema,
  orderKeyQuery,
  orderListSchema,
  orderParams,
  orderSchema,
  placeOrderSchema,
  placedOrderSchema,
  quotationToCartSchema,
  reorderAnswerSchema,
} from '@shop/shop/orders/contract';
import { quotationNoParams } from '@shop/shop/quotes/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const refusals = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** Checkout and orders (issue 31): thin routes over `shop.orders`. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.shop;

  app.get(
    '/checkout',
    {
      schema: {
        tags: ['orders'],
        summary: "The visitor's cart reviewed with today's prices and dates, before an address",
        description:
          'Standard and Express for the whole order (it ships with its slowest line) with their ' +
          'cost and dispatch and delivery dates, each line priced again with what changed since ' +
          'it went into the cart. An empty cart answers 409 (CART_EMPTY); a signed-in customer ' +
          'who has not verified their email 403 (EMAIL_NOT_VERIFIED).',
        response: { 200: checkoutStartSchema, ...refusals },
      },
    },
    async (request) => orders.start(await request.actor()),
  );

  app.post(
    '/checkout/review',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The figures of a checkout (lines, shipping, sales tax, total) as they would be placed now',
        description:
          'Nothing is written. A guest sends `email` (a disposable address is refused with 422, ' +
          'one with an account with 409 EMAIL_REGISTERED); a customer may send ' +
          '`shipping_address_id` from their address book instead of `shipping`.',
        body: checkoutInputSchema,
        response: { 200: checkoutReviewSchema, ...refusals },
      },
    },
    async (request, reply) => orders.review(request.visitorSession(reply), request.body),
  );

  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place the order: the cart becomes an order, once per Idempotency-Key',
        description:
          'Everything is priced again. When the total or the dispatch date differ from ' +
          '`expected_total_cents` and `expected_dispatch_date` (what the customer reviewed), ' +
          'nothing is placed and 409 CHECKOUT_CHANGED answers the new review in ' +
          '`error.details.review`. The same Idempotency-Key answers the order already placed. ' +
          'The test payment provider (`payment_method: "test"`, `test_outcome`) is offered only ' +
          'with PAYMENT_TEST_PROVIDER=true: declined 402, unavailable 502, nothing placed.',
        headers: idempotencyKeyHeader,
        body: placeOrderSchema,
        response: {
          201: placedOrderSchema,
          ...refusals,
          402: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const placed = await orders.place(
        request.visitorSession(reply),
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      return reply.status(201).send(placed);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The visitor's orders, newest first (a guest's: those placed in this browser)",
        response: { 200: orderListSchema, ...refusals },
      },
    },
    async (request) => orders.list(await request.actor()),
  );

  app.get(
    '/orders/:number',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order with its lines, addresses, states and timeline',
        description:
          "The visitor's own order, or any order with `key` from its confirmation email; 404 otherwise.",
        params: orderParams,
        querystring: orderKeyQuery,
        response: { 200: orderSchema, ...refusals },
      },
    },
    async (request) => orders.find(await request.actor(), request.params.number, request.query.key),
  );

  app.post(
    '/orders/:number/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel the order (until its proof is approved)',
        description:
          'A cancelled order with a payment records the refund due. After the proof is ' +
          'approved the customer is asked to contact the shop (409 TRANSITION_REFUSED).',
        params: orderParams,
        querystring: orderKeyQuery,
        response: { 200: orderSchema, ...refusals },
      },
    },
    async (request) =>
      orders.cancel(await request.actor(), request.params.number, request.query.key),
  );

  app.post(
    '/orders/:number/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: "Order again: the order's lines back in this browser's cart at today's prices",
        description:
          'Each line is priced as a new cart line would be (a lettering design measured again); ' +
          'the answer names the lines whose price changed and those that can no longer be ordered ' +
          "as they were. The visitor's own order, or any with `key` from its email.",
        params: orderParams,
        querystring: orderKeyQuery,
        response: { 200: reorderAnswerSchema, ...refusals },
      },
    },
    async (request, reply) =>
      orders.reorder(request.visitorSession(reply), request.params.number, request.query.key),
  );

  app.post(
    '/quote/quotations/:quotation_no/order',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the visitor's quotations into the cart, at its quoted price while valid",
        description:
          'Valid (30 days from its issue date): at the quoted price per set, which checkout keeps ' +
          "while it is valid. Expired: at today's prices, the answer says so. A quotation " +
          'without a configuration answers 409 QUOTATION_NOT_ORDERABLE: ask to renew it.',
        params: quotationNoParams,
        response: { 200: quotationToCartSchema, ...refusals },
      },
    },
    async (request, reply) =>
      orders.orderQuotation(request.visitorSession(reply), request.params.quotation_no),
  );
};
