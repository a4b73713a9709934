import multipart from '@fastify/multipart';
import { closeOnEarlyRefusal, formParts, multipartOptions, sendStoredFile } from '../form-files';
import { idempotencyKeyHeader } from '@shop/shop/common/contract';
import {
  attachmentParams,
  ownQuotationsSchema,
  ownQuoteRequestSchema,
  ownQuoteRequestsSchema,
  pageQuery,
  quoteRequestParams,
} from '@shop/shop/quotes/contract';
import { apiErrorSchema } from '@shop/domain/api-error';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type Strategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<Strategy['storage']>['get']>>;

const isMultipart = (type: string | undefined) =>
  typeof type === 'string' && /^multipart\/form-data\s*(;|$)/i.test(type);

/**
 * A quote request with files (issue 16, spec 001 §7: "Special Processing: multipart
 * form-data"), on the same path as the JSON request, and a visitor's own requests and files
 * (ADR 0025). The JSON route (quote-routes.ts) is untouched: a multipart body is routed here by
 * a constraint on its content type.
 */
export const quoteRequestFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app.shop;
  const limits = app.config.uploadLimits;
  // Encapsulated: only the routes of this plugin accept multipart bodies.
  await app.register(multipart, multipartOptions(limits));
  if (!app.hasConstraintStrategy('multipartBody')) {
    app.addConstraintStrategy({
      name: 'multipartBody',
      storage() {
        const handlers = new Map<unknown, RouteHandler>();
        return {
          get: (value: unknown) => handlers.get(value) ?? null,
          set: (value: unknown, handler: RouteHandler) => void handlers.set(value, handler),
        };
      },
      deriveConstraint: (request: { headers: Record<string, unknown> }) => {
        const type = request.headers['content-type'];
        return isMultipart(typeof type === 'string' ? type : undefined) ? 'yes' : 'no';
      },
      mustMatchWhenDerived: false,
    });
  }

  app.post(
    '/quote/create/quote-request',
    {
      constraints: { multipartBody: 'yes' },
      schema: {
        // Documented with the JSON request (quote-routes.ts), whose path it shares.
        hide: true,
        headers: idempotencyKeyHeader,
      },
      onSend: closeOnEarlyRefusal,
    },
    async (request, reply) => {
      const created = await quotes.requestQuoteWithFiles(
        request.visitorSession(reply),
        formParts(request),
        request.headers['idempotency-key'] ?? null,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/quote/get/quote-requests',
    {
      schema: {
        tags: ['quotes'],
        summary:
          "This visitor's quote requests with their files and status (signed in, or this browser's guest), newest first, 10 a page",
        querystring: pageQuery,
        response: { 200: ownQuoteRequestsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => quotes.listQuoteRequests(await request.actor(), request.query.page),
  );

  app.get(
    '/quote/get/quote-requests/:reference_no',
    {
      schema: {
        tags: ['quotes'],
        summary:
          "One of this visitor's quote requests; an unknown one or another person's answers 404",
        params: quoteRequestParams,
        response: { 200: ownQuoteRequestSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => quotes.ownQuoteRequest(await request.actor(), request.params.reference_no),
  );

  app.get(
    '/quote/get/quotations',
    {
      schema: {
        tags: ['quotes'],
        summary: "This visitor's quotations, newest first, 10 a page",
        querystring: pageQuery,
        response: { 200: ownQuotationsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => quotes.listQuotations(await request.actor(), request.query.page),
  );

  app.get(
    '/quote/get/quote-requests/:reference_no/attachments/:id',
    {
      schema: {
        tags: ['quotes'],
        summary: "Download a file of one of this visitor's quote requests (others answer 404)",
        params: attachmentParams,
      },
    },
    async (request, reply) => {
      const file = await quotes.openAttachment(
        await request.actor(),
        request.params.reference_no,
        request.params.id,
      );
      return sendStoredFile(reply, file);
    },
  );
};
