import type { ApiError, FieldProblem } from '@shop/domain/api-error';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ShopProblem } from '@shop/shop/problem';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
};

export function errorBody(code: string, message: string, details?: unknown): ApiError {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * Every failure becomes `{ error: { code, message, details? } }`. Client errors keep their own
 * message (Fastify's and ours never carry internals); server errors are logged in full and
 * answered with a generic message, so no stack trace or SQL text ever leaves the process.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ShopProblem) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldProblem[] = error.validation.flatMap((problem) => {
        // An unknown parameter is named itself, not the part of the request it came in.
        const keys = problem.keyword === 'unrecognized_keys' ? problem.params.keys : undefined;
        if (Array.isArray(keys) && keys.length > 0) {
          return keys.map((key) => ({ field: String(key), message: 'is not a known parameter' }));
        }
        return [
          {
            field: fieldName(problem.instancePath, error.validationContext),
            message: problem.message ?? 'is invalid',
          },
        ];
      });
      const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
      return reply
        .status(400)
        .send(errorBody('VALIDATION_FAILED', `Invalid request. ${summary}`, details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(errorBody(STATUS_CODES[status] ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(
        errorBody(
          'INTERNAL_ERROR',
          'Something went wrong on our side. Please try again in a moment.',
        ),
      );
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `There is nothing at ${request.method} ${path}.`));
  });
});

/** '/width' in the querystring -> 'width'; an empty path names the part of the request. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}
