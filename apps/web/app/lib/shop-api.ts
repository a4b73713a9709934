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

export async function callApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: { idempotencyKey?: string } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE, fields: {}, details: null };
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const error = (json as { error?: { message?: string; details?: unknown } } | null)?.error;
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
