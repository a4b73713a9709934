import type { SpecialProcessingFormState } from './rules/special-processing-form';
import { subItemsByOptionCode } from './rules/special-processing-rules';

// What the Special Processing form sends (spec 001 §3 "Special Processing payload"), built from
// the form's state. Its parser is in special-processing-request.ts; this file stays free of zod
// so that building a request does not load it (as quote-payload.ts).

export const SPECIAL_PROCESSING_QUOTE_TYPE = 'Special Processing';

/** The tracking values a request carries (spec 001 §3, §7). */
export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** What the form holds besides its choices: the person, the remarks and the page's context. */
export interface SpecialProcessingContact {
  firstname: string;
  lastname: string;
  email_address: string;
  comment?: string;
  addressBookId?: number | null;
  quoteSliderId?: number | null;
  utm?: Partial<Record<UtmField, string>>;
}

/**
 * The request's text fields, as multipart sends them: one string per field, a list for the
 * ticked options (`addons`) and for each option's sub-items (`ai-{code}`). Empty choices are
 * left out, as an empty select sends nothing.
 */
export function specialProcessingFields(
  state: SpecialProcessingFormState,
  contact: SpecialProcessingContact,
): Record<string, string | string[]> {
  const { values, view } = state;
  const out: Record<string, string | string[]> = {
    quote_type: SPECIAL_PROCESSING_QUOTE_TYPE,
    firstname: contact.firstname,
    lastname: contact.lastname,
    email_address: contact.email_address,
    product_id: String(values.productId),
  };
  const put = (field: string, value: number | string | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') out[field] = String(value);
  };
  put('featured_item_id', state.featuredItemId);
  put('address_book_id', contact.addressBookId);
  put('quote_slider_id', contact.quoteSliderId);
  put('cutting_id', values.cuttingId);
  put('shape_id', values.shapeId);
  put('orientation_id', values.orientationId);
  if (view.cutPerShapeRequired) put('cut_per_shape', values.cutPerShape);
  if (view.eaRequired) put('ea', values.ea);
  put('finishing_id', values.finishingId);
  put('premium_processing_id', values.premiumProcessingId);
  put('premium_coating_id', values.premiumCoatingId);
  put('adhesive_id', values.adhesiveId);
  put('color_id', values.colorId);
  put('width', values.width);
  put('height', values.height);
  put('size_id', values.sizeId);
  put('quantity', values.quantity);
  if (values.selection.optionIds.length > 0) out.addons = values.selection.optionIds.map(String);
  const subItems = subItemsByOptionCode(state.options.specialProcessing, values.selection);
  for (const [code, ids] of Object.entries(subItems)) out[`ai-${code}`] = ids.map(String);
  put('comment', contact.comment);
  for (const [field, value] of Object.entries(contact.utm ?? {})) put(field, value);
  return out;
}
