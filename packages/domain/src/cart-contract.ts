import { z } from 'zod';
import { SETS_MAX, SETS_MESSAGE, SETS_MIN } from './rules/sets-rules';
import { isSitePath } from './site-path';
import { COMPARE_ORIGIN } from './compare-origin';
import { text } from './text';
import { letteringOrderSchema } from './lettering/lettering-contract';

/**
 * The quote payload (spec 000 §3): what the quote page, and a compare card, send to add a priced
 * configuration to the cart. The figures in it are what the visitor saw; the server prices
 * `configuration` again and refuses the line when they disagree.
 */
export const money = z.string().regex(/^\d{1,7}\.\d{2}$/, 'must be an amount such as 12.50');
const wholeNumber = z.number().int().nonnegative();

/**
 * Where a line was added from: a path on this site (the cart links back to it) or the compare
 * marker. Another origin ("//evil.example/x") would become a link on /cart (issue 13 item 7).
 */
export const originPathField = text()
  .max(300)
  .refine(
    (path) => path === COMPARE_ORIGIN || isSitePath(path),
    `must be a path on this site or ${COMPARE_ORIGIN}`,
  );

/**
 * A line's number of sets: the one zod field for it, in the quote payload, the cart API's change
 * of sets and the cart page's form (packages/shop/src/cart/contract.ts), with one message.
 */
/**
 * Fields of the spec's quote data (000 §3) that the server accepts and does not read: it reads
 * the configuration and prices it again (issue 29). Said so in the OpenAPI document.
 */
const IGNORED =
  'Accepted as the spec’s quote data sends it, and ignored: the server reads `configuration` and prices it again.';

export const setsField = z
  .number({ message: SETS_MESSAGE })
  .int(SETS_MESSAGE)
  .min(SETS_MIN, SETS_MESSAGE)
  .max(SETS_MAX, SETS_MESSAGE);

export const quotePayloadSchema = z
  .object({
    /** The pricing query of get/pricing-data (URL-encoded), which fully names the configuration. */
    configuration: text().min(1).max(2000),
    featured_item_id: wholeNumber,
    product_id: wholeNumber,
    material_id: wholeNumber.nullable().describe(IGNORED),
    product_pricing_id: wholeNumber.describe(IGNORED),
    /** The quantity tier shown as selected. */
    select_quantity: wholeNumber.describe(IGNORED),
    quantity: wholeNumber,
    custom_quantity: wholeNumber.nullable(),
    kinds: setsField,
    /** Human-readable size, e.g. 2" x 2". */
    size: text().max(60).describe(IGNORED),
    /** Price of one set at the quantity, as shown. */
    cost: money,
    shipping_method_id: wholeNumber,
    method: text().max(60).describe(IGNORED),
    printing_days: wholeNumber.describe(IGNORED),
    shipping_days: wholeNumber.describe(IGNORED),
    shipping_cost: money,
    quote_slider_id: wholeNumber.nullable().optional().describe(IGNORED),
    uses_id: text().max(100).nullable().optional().describe(IGNORED),
    uses_product_id: wholeNumber.nullable().optional().describe(IGNORED),
    guest_id: text().max(100).nullable().optional().describe(IGNORED),
    /** The page (or COMPARE_ORIGIN) the line was added from. */
    origin_path: originPathField,
    /**
     * A design of the lettering designer (lettering products only; spec 001 §3 "Quote data
     * (lettering)": its use_creation_tool is yes exactly when this is sent). The server
     * measures it again and prices the configuration only at the size checked here.
     */
    lettering: letteringOrderSchema.optional(),
  })
  .strict();

export type QuotePayload = z.infer<typeof quotePayloadSchema>;

/**
 * A stored lettering design as the API answers it (a cart line's, a quotation's): the design,
 * its typeface and colour by name, and its outlines for a small preview.
 */
export const letteringViewSchema = z.object({
  lines: z.array(z.string()),
  alignment: z.enum(['left', 'center', 'right']),
  selected_font: z.string(),
  font_name: z.string(),
  selected_color: z.string(),
  color_name: z.string(),
  width: z.number(),
  height: z.number(),
  /**
   * The outlines of the cut file at the ordered size, for a small preview: the viewBox is
   * `0 0 width_mm height_mm`, one SVG path `d` a glyph (mm to 0.1). Null when the design
   * cannot be drawn.
   */
  preview: z
    .object({
      width_mm: z.number(),
      height_mm: z.number(),
      paths: z.array(z.string()),
    })
    .nullable(),
});

export type LetteringView = z.infer<typeof letteringViewSchema>;

/** A cart line as the API answers it. */
export const cartLineSchema = z.object({
  id: z.number().int(),
  featured_item_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  details: z.array(z.string()),
  quantity: z.number().int(),
  kinds: z.number().int(),
  unit_price: money,
  price: money,
  dispatch_date: z.string(),
  origin_path: z.string(),
  /** A line staff quoted by hand (issue 34): one set at its quotation's price, not changed here. */
  quoted: z.boolean(),
  /** The line's lettering design, or null for a line without one. */
  lettering: letteringViewSchema
    .extend({
      /** Where its owner downloads the SVG cut file (GET). */
      cut_file_url: z.string(),
    })
    .nullable(),
});

export const cartSchema = z.object({
  count: z.number().int(),
  lines: z.array(cartLineSchema),
  sub_total: money,
  shipping_fee: money,
  total_price: money,
  free_shipping: z.boolean(),
});

export type CartLine = z.infer<typeof cartLineSchema>;
export type Cart = z.infer<typeof cartSchema>;

/** A configuration kept for comparison (spec 000 §3 "Compare entry"). */
export interface CompareEntry {
  product: string;
  details: string[];
  price: string;
  quote_data: QuotePayload;
}
