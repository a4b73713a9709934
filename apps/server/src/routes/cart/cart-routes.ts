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
    async (request) => cart.view(await request.actor()),
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
          'cart answers 409 (CART_FULL); too many adds answer 429 with Retry-After. ' +
          'A lettering product may send its design in `lettering` (lines, alignment, ' +
          'selected_font, selected_color, width and height in inches to 0.01): the server ' +
          'measures the text again with the same font and answers 422 naming the field for an ' +
          'unknown typeface (lettering.selected_font), a colour the product is not sold in ' +
          '(lettering.selected_color), characters the font cannot draw or no text ' +
          '(lettering.lines), a size off the text’s proportions by more than 0.01 in or with a ' +
          'letter or digit under 10 mm (lettering.width), or a configuration whose width, height ' +
          'or colour is not the design’s (configuration.width, configuration.height, ' +
          'configuration.color_id). At most 10 lines of 60 characters (400).',
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
        summary: 'Change the number of sets of a line (not of one staff quoted: 409)',
        params: cartLineParams,
        body: changeSetsSchema,
        response: {
          200: cartSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      cart.changeSets(await request.actor(), request.params.id, request.body.kinds),
  );

  app.get(
    '/cart/items/:id/cut-file.svg',
    {
      schema: {
        tags: ['cart'],
        summary: "The SVG cut file of one of this visitor's lettering lines (others answer 404)",
        description:
          'The stored design measured again and drawn as outlined paths (no text, no font) at ' +
          'the ordered size: the viewBox is the width and height in millimetres. Always a ' +
          'download (Content-Disposition: attachment), sandboxed. A line that is not the ' +
          "visitor's, or has no lettering, answers 404.",
        // No response schema: the body is the SVG itself, not JSON (errors are the usual JSON).
        params: cartLineParams,
      },
    },
    async (request, reply) => {
      const svg = await cart.cutFile(await request.actor(), request.params.id);
      // A file to save and cut, never a page: an SVG rendered here could carry script.
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="lettering-${request.params.id}.svg"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(svg);
    },
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
    async (request) => cart.removeLine(await request.actor(), request.params.id),
  );
};
