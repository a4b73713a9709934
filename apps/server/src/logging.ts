import { pino, type LoggerOptions } from 'pino';

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
  // An order's emailed link (`/orders/PP-…?key=…`): whoever holds it sees the order (issue 31).
  'key',
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
  ip?: string;
}

const personal = new Set(PERSONAL_FIELDS);

const serializers = {
  err: serializeError,
  error: serializeError,
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  // What an operator needs of a request, and no more: each field is work on every line.
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: safeUrl(request.url),
    remoteAddress: request.ip,
  }),
};

/**
 * A logged object with personal fields replaced, from its second level to its third (pino's
 * `redact` takes the first). Copies only what it changes; the caller's object is left alone.
 * Values under a serializer's key are skipped: the serializers above keep no personal field.
 */
function redactNested<T extends object>(object: T, depth = 1): T {
  let result = object;
  const set = (key: string, value: unknown) => {
    if (result === object) result = (Array.isArray(object) ? [...object] : { ...object }) as T;
    (result as Record<string, unknown>)[key] = value;
  };
  for (const key in object) {
    const value: unknown = object[key];
    if (depth > 1 && personal.has(key)) set(key, REDACTED);
    else if (
      depth < 3 &&
      typeof value === 'object' &&
      value !== null &&
      !ArrayBuffer.isView(value) &&
      !(depth === 1 && Object.hasOwn(serializers, key))
    ) {
      const redacted = redactNested(value, depth + 1);
      if (redacted !== value) set(key, redacted);
    }
  }
  return result;
}

/**
 * Logger settings shared by the process (server.ts) and any app built with a logger config:
 * errors lose their SQL parameters, and personal fields are redacted at any depth up to three.
 *
 * Why two mechanisms (issue 14): pino's `redact` with wildcard paths (`*.email`, `*.*.email`)
 * ran on every value of every line and cost about a fifth of a cheap request's time. Exact
 * top-level paths cost a lookup per key and also cover a child logger's bindings (Fastify binds
 * only `reqId`); the deeper levels of a logged object are walked by the `log` formatter, which
 * skips the values that the serializers above turn into safe objects (request, reply, errors).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers,
    formatters: { log: (object) => redactNested(object) },
    redact: { paths: PERSONAL_FIELDS, censor: REDACTED },
  };
}

/**
 * Standard output for JSON log lines, written asynchronously in batches of at least 4 KiB, and
 * each second whatever is pending (issue 14): a write per line cost more than the line. pino
 * flushes what is left when the process exits; a kill -9 loses at most that last second.
 */
export const bufferedStdout = () =>
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
