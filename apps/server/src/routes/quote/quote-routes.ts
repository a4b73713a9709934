import { apiErrorSchema } from '@shop/domain/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyHeader } from '@shop/shop/common/contract';
import {
  billToSchema,
  quotationIdParams,
  quotationNoParams,
  quotationSchema,
  quotePayloadSchema,
  quoteRequestCreatedSchema,
  quoteRequestSchema,
} from '@shop/shop/quotes/contract';

/** Quote requests and quotations (spec 000 §3-§4, 001 §3-§4): packages/shop/src/quotes. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app.shop;

  app.post(
    '/quote/create/quote-request',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Request a quote; a visitor without an account is stored as a guest',
        description:
          'Also accepts multipart/form-data with up to 4 artwork files in `attachments` (PDF, ' +
          'AI, EPS/PostScript, SVG, PSD, JPEG, PNG, TIFF, recognised by content), refused whole ' +
          'with a 4xx naming the file. Its text fields: with quote_type "Special Processing", ' +
          "the Special Processing form's (spec 001 §3: product_id, cutting_id, … , addons " +
          'repeated, ai-{code} sub-items repeated, utm_*), refused 400 when malformed or ' +
          'unknown and 422 when the form would not offer the choice; otherwise the fields ' +
          'below as text (utm_* as fields of their own). The rate limit is counted before any ' +
          'file is stored.',
        headers: idempotencyKeyHeader,
        body: quoteRequestSchema,
        response: {
          201: quoteRequestCreatedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await quotes.requestQuote(
        request.visitorSession(reply),
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/quote/create/quotation',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Create a printable quotation from a quote payload (priced again here)',
        description:
          'The payload of POST /api/cart/items, refused the same way (422 naming the field). ' +
          'A lettering design (`lettering`) is measured again with its typeface and the ' +
          'quotation is priced at the size checked there; its items list the text and typeface. ' +
          'One item per set, each saying which ("Set 1 of 3"). The same visitor asking again on ' +
          "the same issue date (the shop's time zone) for the same items at the same prices gets " +
          'that quotation back, with its number and saved Bill To (also 201). An ' +
          '`Idempotency-Key` makes a retry give the quotation its first request made (a 409 ' +
          'REQUEST_IN_PROGRESS while that one is still being made).',
        headers: idempotencyKeyHeader,
        body: quotePayloadSchema,
        response: {
          201: quotationSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const quotation = await quotes.createQuotation(
        request.visitorSession(reply),
        request.body,
        request.headers['idempotency-key'] ?? null,
      );
      return reply.status(201).send(quotation);
    },
  );

  app.get(
    '/quote/get/quotation/:quotation_no',
    {
      schema: {
        tags: ['quotes'],
        summary: 'A quotation of this visitor (others answer 404)',
        params: quotationNoParams,
        response: { 200: quotationSchema, 404: apiErrorSchema },
      },
    },
    async (request) => quotes.findQuotation(await request.actor(), request.params.quotation_no),
  );

  app.put(
    '/quote/update/quotation/:id',
    {
      schema: {
        tags: ['quotes'],
        summary: "Save a quotation's Bill To (name, company, address)",
        description:
          'A field holding characters the quotation PDF cannot print (its embedded fonts cover ' +
          'Latin, Greek, Cyrillic, Chinese, Japanese and Korean; no emoji) is refused with 422, ' +
          'naming the field and the characters.',
        params: quotationIdParams,
        body: billToSchema,
        response: {
          200: quotationSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => quotes.updateBillTo(await request.actor(), request.params.id, request.body),
  );

  app.post(
    '/quote/quotations/:quotation_no/renew',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Ask the shop to renew a quotation that cannot be ordered as it is',
        description:
          'Files a quote request (type Renewal) naming the quotation and its items, as the ' +
          'signed-in customer or the remembered guest; an anonymous visitor answers 401. The ' +
          'same Idempotency-Key files one request.',
        headers: idempotencyKeyHeader,
        params: quotationNoParams,
        response: {
          201: quoteRequestCreatedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await quotes.askToRenew(
            request.visitorSession(reply),
            request.params.quotation_no,
            request.headers['idempotency-key'] ?? null,
          ),
        ),
  );
};
