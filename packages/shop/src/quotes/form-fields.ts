import type { FieldProblem } from '@shop/domain/api-error';
import { quoteRequestSchema, type QuoteRequestInput } from './contract';

/**
 * The text fields of a multipart quote request that is not a Special Processing form (that one
 * has its own fields, read by the domain's special-processing-request.ts): the fields of the
 * JSON request as text, with the UTM values as fields of their own (spec 001 §3 "UTM
 * parameters"), read into a typed request or the problems with them.
 */
type FieldsResult<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

const UTM_FIELDS = new Set(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']);
const NUMBER_FIELDS = new Set(['featured_item_id', 'quantity']);

/** Form text as the JSON request's values: whole numbers where numbers go, '' for no quantity. */
export function readQuoteRequestFields(
  fields: Record<string, string | string[]>,
): FieldsResult<QuoteRequestInput> {
  const problems: FieldProblem[] = [];
  // No prototype: a field named __proto__ is a field (refused as unknown), not a prototype.
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const utm: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, given] of Object.entries(fields)) {
    if (Array.isArray(given)) {
      problems.push({ field: name, message: 'must be given once' });
      continue;
    }
    if (UTM_FIELDS.has(name)) utm[name] = given;
    else if (name === 'quantity' && given.trim() === '') body[name] = null;
    // Digits only: '1e3', ' 5' or '0x10' are not what a number field sends.
    else if (NUMBER_FIELDS.has(name)) body[name] = /^\d{1,9}$/.test(given) ? Number(given) : given;
    else body[name] = given;
  }
  if (problems.length > 0) return { ok: false, problems };
  const parsed = quoteRequestSchema.safeParse({ ...body, utm });
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => ({ field: key, message: 'is not a known parameter' }));
      }
      // utm.utm_source in the JSON request is the field utm_source here.
      const path =
        issue.path[0] === 'utm' && issue.path.length > 1 ? issue.path.slice(1) : issue.path;
      return [{ field: path.map(String).join('.') || 'request', message: issue.message }];
    }),
  };
}
