/**
 * The browser's one transport to the shop (ADR 0041): every call from a page's script goes to the
 * JSON API through `callApi`, and every answer is read with the contract's schema of that
 * operation (packages/shop/src/<capability>/contract.ts), never cast. Every answer comes back as
 * a value, never a throw: `ok` with the data read, or the API's error envelope (message and
 * per-field details) so a form can show it next to the field. A network failure, or an answer
 * that is not what the contract says, becomes a readable message too.
 *
 * The schemas are loaded when a call is made, beside the request (`Answer` may be a loader): the
 * contracts use zod, which the first load of a page does not carry (issue 14).
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      /** The API's error code (`CART_EMPTY`, ...); null when there was no answer to read. */
      code: string | null;
      message: string;
      fields: Record<string, string>;
      details: unknown;
    };

/** What reads an answer: a contract's zod schema fits as it is. */
export interface AnswerReader<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The reader, or a loader of it (a dynamic import of the capability's contract). */
export type Answer<T> = AnswerReader<T> | (() => Promise<AnswerReader<T>>);

/** For an operation whose answer the page does not use (sign out): read as nothing. */
export const NO_ANSWER: AnswerReader<null> = { safeParse: () => ({ success: true, data: null }) };

const NETWORK_MESSAGE = 'We could not reach the shop. Check your connection and try again.';
const UNEXPECTED_MESSAGE =
  'The shop answered in a way this page does not understand. Please reload the page and try again.';

const failed = (status: number, message: string) =>
  ({ ok: false, status, code: null, message, fields: {}, details: null }) as const;

/**
 * A body is sent as JSON, except a FormData, which goes as multipart (the browser sets its
 * content type and boundary).
 */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  answer: Answer<T>,
  body?: unknown,
  options: { idempotencyKey?: string } = {},
): Promise<ApiResult<T>> {
  const reader = typeof answer === 'function' ? answer() : Promise.resolve(answer);
  // A failed chunk load is seen when the answer is read; meanwhile the request goes out.
  reader.catch(() => {});
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      ...(body === undefined
        ? {}
        : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
  } catch {
    return failed(0, NETWORK_MESSAGE);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The connection dropped while the answer arrived.
    return failed(0, NETWORK_MESSAGE);
  }
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (response.ok) {
    let read: ReturnType<AnswerReader<T>['safeParse']>;
    try {
      read = (await reader).safeParse(parsed);
    } catch {
      return failed(0, NETWORK_MESSAGE);
    }
    return read.success
      ? { ok: true, status: response.status, data: read.data }
      : failed(response.status, UNEXPECTED_MESSAGE);
  }
  const error = errorEnvelope(parsed);
  return {
    ok: false,
    status: response.status,
    code: error.code ?? null,
    message: error.message ?? `The shop answered ${response.status}. Please try again.`,
    fields: fieldMessages(error.details),
    details: error.details ?? null,
  };
}

/** The API's error envelope, `{ error: { message, details } }`, as far as it is there. */
function errorEnvelope(answer: unknown): { code?: string; message?: string; details?: unknown } {
  const error = isRecord(answer) ? answer.error : undefined;
  if (!isRecord(error)) return {};
  return {
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...(typeof error.message === 'string' ? { message: error.message } : {}),
    details: error.details,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `details` as the error envelope carries it: a list of {field, message}, or {fields: [...]}. */
function fieldMessages(details: unknown): Record<string, string> {
  const list = Array.isArray(details)
    ? details
    : isRecord(details) && Array.isArray(details.fields)
      ? details.fields
      : [];
  const fields: Record<string, string> = {};
  for (const item of list) {
    if (!isRecord(item)) continue;
    const { field, message } = item;
    if (typeof field === 'string' && typeof message === 'string' && !(field in fields)) {
      fields[field] = message;
    }
  }
  return fields;
}

/** A fresh key per user action: a double click or a retry of the same action adds one thing. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
