/**
 * The browser's calls to the shop's JSON API. Every answer comes back as a value, never a throw:
 * `ok` with the data, or the API's error envelope (message and per-field details) so a form can
 * show it next to the field. A network failure becomes a readable message too.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      fields: Record<string, string>;
      details: unknown;
    };

const NETWORK_MESSAGE = 'We could not reach the shop. Check your connection and try again.';

/**
 * A body is sent as JSON, except a FormData, which goes as multipart (the browser sets its
 * content type and boundary).
 */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: { idempotencyKey?: string } = {},
): Promise<ApiResult<T>> {
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
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE, fields: {}, details: null };
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The connection dropped while the answer arrived.
    return { ok: false, status: 0, message: NETWORK_MESSAGE, fields: {}, details: null };
  }
  let answer: unknown = null;
  try {
    answer = text === '' ? null : JSON.parse(text);
  } catch {
    answer = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: answer as T };
  const error = (answer as { error?: { message?: string; details?: unknown } } | null)?.error;
  return {
    ok: false,
    status: response.status,
    message: error?.message ?? `The shop answered ${response.status}. Please try again.`,
    fields: fieldMessages(error?.details),
    details: error?.details ?? null,
  };
}

/** `details` as the error envelope carries it: a list of {field, message}, or {fields: [...]}. */
function fieldMessages(details: unknown): Record<string, string> {
  const list = Array.isArray(details)
    ? details
    : Array.isArray((details as { fields?: unknown } | null)?.fields)
      ? (details as { fields: unknown[] }).fields
      : [];
  const fields: Record<string, string> = {};
  for (const item of list) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && !(field in fields)) {
      fields[field] = message;
    }
  }
  return fields;
}

/** A fresh key per user action: a double click or a retry of the same action adds one thing. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
