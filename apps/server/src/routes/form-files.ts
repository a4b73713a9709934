import { Readable } from 'node:stream';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { ShopProblem } from '@shop/shop/problem';
import type { UploadLimits } from '@shop/shop/uploads/contract';
import type { FormPart } from '@shop/shop/uploads/service';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Multipart forms with files (ADR 0025): the reader's limits, its parts as the shop reads them,
// and how a stored file is sent back. Quote requests and artwork (issue 33) use them.

/** Fields a form may hold, and how long one may be (a comment is at most 4000 characters). */
const MAX_FIELDS = 100;
const MAX_FIELD_BYTES = 64 * 1024;

export function multipartOptions(limits: UploadLimits): FastifyMultipartOptions {
  return {
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
  };
}

/**
 * The `onSend` hook of a route that reads an upload: a refusal that comes before the upload is
 * read (a rate limit, a malformed form) closes the connection; otherwise Node reads and discards
 * the rest of the upload to keep the connection open.
 */
export async function closeOnEarlyRefusal<Payload>(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Payload,
): Promise<Payload> {
  if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
  return payload;
}

/**
 * RFC 6266: an ASCII fallback for old clients and the exact name in UTF-8 (RFC 8187), always,
 * so a name's accents survive whatever the browser.
 */
export function attachmentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** SVG is served as bytes to save, never as an image a browser would render (and script). */
export const safeType = (mediaType: string) =>
  mediaType === 'image/svg+xml' ? 'application/octet-stream' : mediaType;

/** The request's parts as the shop reads them; the multipart reader's errors become 4xx. */
export async function* formParts(request: FastifyRequest): AsyncGenerator<FormPart> {
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

/**
 * Sends a stored file back as a download, never rendered here: an SVG or PDF could carry
 * script (ADR 0025).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { stream: Readable; name: string; mediaType: string; size: number },
) {
  return reply
    .header('content-type', safeType(file.mediaType))
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.stream);
}

/** A proof picture we drew (PNG), shown in the page rather than saved. */
export function sendInlinePng(
  reply: FastifyReply,
  picture: { stream: Readable; name: string },
  cacheControl?: string,
) {
  if (cacheControl) reply.header('cache-control', cacheControl);
  return reply
    .header('content-type', 'image/png')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      attachmentDisposition(picture.name).replace(/^attachment/, 'inline'),
    )
    .send(picture.stream);
}
