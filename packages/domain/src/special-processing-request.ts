import { z } from 'zod';
import { QUOTE_FORM_MESSAGES, emailField, personNameSchema } from './accounts';
import type { FieldProblem } from './api-error';
import type { StoredConfiguration } from './chosen-configuration';
import { COUNT_INPUT_MAX_LENGTH } from './rules/cut-count-rules';
import { isEnteredDimension } from './rules/size-rules';
import { SPECIAL_PROCESSING_NUMERIC_FIELDS } from './rules/special-processing-verdict';
import {
  numericMessages,
  numericValue,
  readNumericInput,
  type NumericField,
} from './numeric-input';
import { SPECIAL_PROCESSING_QUOTE_TYPE, UTM_FIELDS } from './special-processing-payload';
import type { UtmField } from './special-processing-payload';
import { multilineText, text } from './text';

/**
 * The Special Processing request's text fields (spec 001 §3 "Special Processing payload", §7:
 * multipart form-data), parsed from what multipart gives: each field a string, or a list when
 * repeated. This checks the form of each field; whether the ids are ones the form offers
 * together is checkSpecialProcessingRequest's (special-processing-check.ts). Files are not
 * fields: the upload route takes them apart.
 *
 * `premium_coating_id` is ours: the form has a Premium Coating select (spec 001 §2) but the
 * spec's payload list names no field for it.
 */

/** Our wording where spec 001 gives none (a form never shows these; a tampered request does). */
export const SPECIAL_PROCESSING_REQUEST_MESSAGES = {
  quoteType: `Must be ${SPECIAL_PROCESSING_QUOTE_TYPE}.`,
  single: 'Send this field once.',
  id: 'Must be an id.',
  unknownField: 'Unknown field.',
  notOffered: 'This choice is not offered with the choices before it.',
  missing: 'Please choose an option.',
  duplicate: 'Sent more than once.',
  fixedSize: 'Must be the size chosen from the list.',
  unknownPage: 'Unknown page.',
  productRequired: 'Please choose a product.',
} as const;

const M = SPECIAL_PROCESSING_REQUEST_MESSAGES;

/** Sub-items of an option travel as `ai-{option code}` (spec 001 §3). */
export const SUB_ITEM_FIELD_PREFIX = 'ai-';
const SUB_ITEM_FIELD = /^ai-[a-z0-9][a-z0-9_-]{0,59}$/;

/** Fields that may repeat (multiple ids). */
const LIST_FIELDS = new Set(['addons']);

const ID_PATTERN = /^\d{1,9}$/;
const idText = text({ message: M.id }).regex(ID_PATTERN, M.id).transform(Number);

/** An optional id: absent or empty is null. */
const optionalId = text({ message: M.id })
  .regex(/^(\d{1,9})?$/, M.id)
  .optional()
  .transform((value) => (value ? Number(value) : null));

/**
 * A numeric input of the form (cut_per_shape, ea, width, height): any single-line text, as the
 * number it reads as (numeric-input.ts), null when empty or not one number. The check replays the
 * text through the form, whose verdict refuses what is not one number in the form's own words
 * (special-processing-check.ts), so the page and the API agree.
 */
const numeric = (field: NumericField) =>
  text()
    .optional()
    .transform((value) => numericValue(field, value ?? ''));

/** Width or height; 0 is "not entered" (null). */
const dimension = (field: NumericField) =>
  numeric(field).transform((value) => (isEnteredDimension(value) ? value : null));

/** The quantity is chosen from a list: a whole number of at most 6 digits, else refused here. */
const QUANTITY_FIELD: NumericField = {
  label: 'Quantity',
  kind: 'whole',
  maxLength: COUNT_INPUT_MAX_LENGTH,
};
const quantity = text({ message: numericMessages(QUANTITY_FIELD).notANumber })
  .optional()
  .check((ctx) => {
    const reading = readNumericInput(QUANTITY_FIELD, ctx.value ?? '');
    if (reading.status === 'refused')
      ctx.issues.push({
        code: 'custom',
        message: reading.message,
        input: ctx.value,
        continue: false,
      });
  })
  .transform((value) => numericValue(QUANTITY_FIELD, value ?? ''));

const F = SPECIAL_PROCESSING_NUMERIC_FIELDS;

const utmShape = Object.fromEntries(
  UTM_FIELDS.map((field) => [field, text().max(200).optional()]),
) as Record<UtmField, z.ZodOptional<ReturnType<typeof text>>>;

export const specialProcessingFieldsSchema = z
  .object({
    quote_type: z.literal(SPECIAL_PROCESSING_QUOTE_TYPE, { message: M.quoteType }),
    featured_item_id: optionalId,
    address_book_id: optionalId,
    quote_slider_id: optionalId,
    firstname: personNameSchema(QUOTE_FORM_MESSAGES.firstNameRequired),
    lastname: personNameSchema(QUOTE_FORM_MESSAGES.lastNameRequired),
    email_address: emailField,
    product_id: text({ message: M.productRequired }).regex(ID_PATTERN, M.id).transform(Number),
    cutting_id: optionalId,
    shape_id: optionalId,
    orientation_id: optionalId,
    cut_per_shape: numeric(F.cut_per_shape),
    ea: numeric(F.ea),
    finishing_id: optionalId,
    premium_processing_id: optionalId,
    premium_coating_id: optionalId,
    adhesive_id: optionalId,
    color_id: optionalId,
    width: dimension(F.width),
    height: dimension(F.height),
    size_id: optionalId,
    quantity,
    /** The ticked special-processing option ids. */
    addons: z.array(idText).default([]),
    comment: multilineText()
      .max(4000)
      .optional()
      .transform((value) => value ?? ''),
    ...utmShape,
  })
  .strict();

type ParsedFields = z.infer<typeof specialProcessingFieldsSchema>;

export type SpecialProcessingRequest = Omit<ParsedFields, UtmField> & {
  /** Sub-item ids by option code, from the `ai-{code}` fields. */
  sub_items: Record<string, number[]>;
  utm: Partial<Record<UtmField, string>>;
};

export type SpecialProcessingFields = Readonly<Record<string, string | readonly string[]>>;

export type SpecialProcessingParse =
  { ok: true; request: SpecialProcessingRequest } | { ok: false; problems: FieldProblem[] };

/** One problem per field: the first (an empty email is "required", not also "invalid"). */
function issueProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  const problems = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: key, message: M.unknownField }));
    }
    const field = issue.path[0];
    return [{ field: typeof field === 'string' ? field : 'body', message: issue.message }];
  });
  return problems.filter(
    (problem, index) => problems.findIndex((other) => other.field === problem.field) === index,
  );
}

/** Repeated sub-item fields: each value an id; one problem per field at most. */
function parseSubItems(
  entries: ReadonlyArray<[string, readonly string[]]>,
  problems: FieldProblem[],
): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [field, values] of entries) {
    if (!SUB_ITEM_FIELD.test(field)) {
      problems.push({ field, message: M.unknownField });
      continue;
    }
    if (values.some((value) => !ID_PATTERN.test(value))) {
      problems.push({ field, message: M.id });
      continue;
    }
    out[field.slice(SUB_ITEM_FIELD_PREFIX.length)] = values.map(Number);
  }
  return out;
}

/**
 * Parses the request's text fields: a typed request, or a problem per field. Each field but
 * `addons` and the `ai-{code}` lists must be sent once.
 */
export function parseSpecialProcessingFields(
  fields: SpecialProcessingFields,
): SpecialProcessingParse {
  const problems: FieldProblem[] = [];
  const singles: Record<string, string | string[]> = {};
  const subItems: Array<[string, readonly string[]]> = [];
  for (const [field, value] of Object.entries(fields)) {
    const values = typeof value === 'string' ? [value] : value;
    if (field.startsWith(SUB_ITEM_FIELD_PREFIX)) subItems.push([field, values]);
    else if (LIST_FIELDS.has(field)) singles[field] = [...values];
    else if (values.length === 1 && values[0] !== undefined) singles[field] = values[0];
    else problems.push({ field, message: M.single });
  }
  const sub_items = parseSubItems(subItems, problems);
  const parsed = specialProcessingFieldsSchema.safeParse(singles);
  if (!parsed.success) problems.push(...issueProblems(parsed.error.issues));
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const { utm_source, utm_medium, utm_campaign, utm_term, utm_content, ...rest } = parsed.data;
  const sent = { utm_source, utm_medium, utm_campaign, utm_term, utm_content };
  const utm: Partial<Record<UtmField, string>> = {};
  for (const key of UTM_FIELDS) {
    const value = sent[key];
    if (value !== undefined) utm[key] = value;
  }
  return { ok: true, request: { ...rest, sub_items, utm } };
}

/**
 * What a checked Special Processing request chose, as ids (ticked options and sub-items
 * included): what the shop prices by hand. The page's context ids (address_book_id,
 * quote_slider_id) are not: nothing here checks them, and only checked ids are stored.
 */
export function specialProcessingChoices(request: SpecialProcessingRequest) {
  const r = request;
  return {
    featured_item_id: r.featured_item_id,
    product_id: r.product_id,
    cutting_id: r.cutting_id,
    shape_id: r.shape_id,
    orientation_id: r.orientation_id,
    cut_per_shape: r.cut_per_shape,
    ea: r.ea,
    finishing_id: r.finishing_id,
    premium_processing_id: r.premium_processing_id,
    premium_coating_id: r.premium_coating_id,
    adhesive_id: r.adhesive_id,
    color_id: r.color_id,
    width: r.width,
    height: r.height,
    size_id: r.size_id,
    quantity: r.quantity,
    addons: r.addons,
    sub_items: r.sub_items,
  };
}

export type SpecialProcessingChoices = ReturnType<typeof specialProcessingChoices>;

/**
 * What a quote request stores of its configuration: a Special Processing form's choices, or the
 * configuration read from the page's request (an old one perhaps unread, ADR 0040).
 */
/** A request to renew a quotation that cannot be ordered as it is (issue 32). */
export interface RenewalRequest {
  renewsQuotation: string;
}

export type QuoteRequestConfiguration =
  StoredConfiguration | SpecialProcessingChoices | RenewalRequest;
