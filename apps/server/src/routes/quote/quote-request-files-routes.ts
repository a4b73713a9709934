import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { idempotencyKeyHeader } from '@shop/shop/common/contract';
import { ShopProblem } from '@shop/shop/problem';
import {
  attachmentParams,
  ownQuotationsSchema,
  ownQuoteRequestSchema,
  ownQuoteRequestsSchema,
  pageQuery,
  quoteRequestParams,
} from '@shop/shop/quotes/contract';
import { apiErrorSchema } from '@shop/domain/api-error';
import type { FormPart } from '@shop/shop/uploads/receive-form';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Fields a form may hold, and how long one may be (a comment is at most 4000 characters). */
const MAX_FIELDS = 100;
const MAX_FIELD_BYTES = 64 * 1024;

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
  await app.register(multipart, {
    limits: {
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      // One more than allowed, so that the one too many is seen, and named, by the shop.
      files: limits.maxFiles + 1,
      // A backstop: the shop counts every file's bytes against the limit first.
      fileSize: limits.maxFileBytes + 1024 * 1024,
      parts: MAX_FIELDS + limits.maxFiles + 1,
      headerPairs: 100,
    },
  });
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
      // A refusal that comes before the upload is read (a rate limit, a malformed form) closes
      // the connection: otherwise Node reads and discards the rest of the upload to keep it.
      onSend: async (request, reply, payload) => {
        if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
        return payload;
      },
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
      // Always a download, never rendered here: an SVG or PDF could carry script.
      return reply
        .header('content-type', safeType(file.mediaType))
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );
};

/**
 * RFC 6266: an ASCII fallback for old clients and the exact name in UTF-8 (RFC 8187), always,
 * so a name's accents survive whatever the browser.
 */
function attachmentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** SVG is served as bytes to save, never as an image a browser would render (and script). */
const safeType = (mediaType: string) =>
  mediaType === 'image/svg+xml' ? 'application/octet-stream' : mediaType;

/** The request's parts as the shop reads them; the multipart reader's errors become 4xx. */
async function* formParts(request: FastifyRequest): AsyncGenerator<FormPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        yield {
          kind: 'file',
          name: part.fieldname,
          filename: part.filename,
          stream: Readable.from(refusingMalformed(part.file), { objectMode: false }),
        };
      } else {
        yield {
          kind: 'field',
          name: part.fieldname,
          value: typeof part.value === 'string' ? part.value : JSON.stringify(part.value),
          truncated: part.valueTruncated || part.fieldnameTruncated,
        };
      }
    }
  } catch (error) {
    throw multipartProblem(error);
  }
}

/** A file's bytes; a body cut short or malformed is the client's 400, not our 500. */
async function* refusingMalformed(file: AsyncIterable<Buffer>) {
  try {
    for await (const chunk of file) yield chunk;
  } catch (error) {
    throw multipartProblem(error);
  }
}

function multipartProblem(error: unknown): unknown {
  if (error instanceof ShopProblem) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new ShopProblem(
      413,
      'TOO_MANY_PARTS',
      `The form has too many fields: at most ${MAX_FIELDS}.`,
      [{ field: 'request', message: 'has too many fields' }],
    );
  }
  if (code === 'FST_PROTO_VIOLATION') {
    return new ShopProblem(400, 'VALIDATION_FAILED', 'A field name is not allowed.', [
      { field: 'request', message: 'has a field name that is not allowed' },
    ]);
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ShopProblem(413, 'FILE_TOO_LARGE', 'A file is too large.', [
      { field: 'attachments', message: 'is too large' },
    ]);
  }
  const message = error instanceof Error ? error.message : 'unreadable';
  return new ShopProblem(400, 'MALFORMED_MULTIPART', 'The form could not be read.', [
    { field: 'request', message: `is not a well-formed multipart form (${message.slice(0, 100)})` },
  ]);
}
