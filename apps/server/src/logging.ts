import type { LoggerOptions } from 'pino';

/**
 * What the shop's logs may carry (issue 13 item 2). Names, emails, addresses and passwords must
 * never reach a log line, while errors keep what an operator needs: the kind, the message, the
 * SQL statement, the stack.
 */

/** Field names that hold a person's data wherever they appear in a logged object. */
const PERSONAL_FIELDS = [
  'email',
  'email_address',
  'password',
  'first_name',
  'last_name',
  'firstname',
  'lastname',
  'firstName',
  'lastName',
  'name',
  'company',
  'address',
  'phone',
  'comment',
  'token',
];

const REDACTED = '[redacted]';

/** Error properties worth keeping; everything else (pg's `detail` quotes row values) is dropped. */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'];

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * Drizzle wraps a database failure as "Failed query: <sql>\nparams: <values>", in the message and
 * so in the stack too: keep the statement, drop the values (which may span lines).
 */
function withoutParameters(error: Error): { message: string; stack?: string } {
  const { query, params } = error as Error & { query?: unknown; params?: unknown };
  if (typeof query !== 'string' || !Array.isArray(params)) {
    return { message: error.message, stack: error.stack };
  }
  const message = `Failed query: ${query}\nparams: [not logged]`;
  return { message, stack: error.stack?.replace(error.message, message) };
}

/** pino's `err` serializer, keeping only fields that cannot hold personal data. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a non-Error value was thrown' };
  }
  const { message, stack } = withoutParameters(error);
  const serialized: SerializedError = { type: error.name || error.constructor.name, message };
  if (stack) serialized.stack = stack;
  const fields = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 3) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

/** A request's URL as logged: query values of personal fields are replaced. */
function safeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  let changed = false;
  for (const key of [...query.keys()]) {
    if (PERSONAL_FIELDS.includes(key)) {
      query.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryAt)}?${query.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Logger settings shared by the process (server.ts) and any app built with a logger config:
 * errors lose their SQL parameters, and personal fields are redacted at any depth up to three.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      err: serializeError,
      error: serializeError,
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: safeUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
      censor: REDACTED,
    },
  };
}
