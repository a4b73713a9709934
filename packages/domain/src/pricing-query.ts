import { z } from 'zod';
import { idField } from './query-fields';
import { COUNT_INPUT_MAX_LENGTH, MAX_QUOTED_CUTS_PER_SHAPE } from './rules/cut-count-rules';

/**
 * The pricing request as it arrives in a query string (GET /api/get/pricing-data), validated the
 * same way in the browser and on the server. Every option id is optional: an omitted one takes
 * the product's default, as the page auto-selects it (spec 000 §4).
 */
const id = idField;

/** Sizes are typed as text of at most 9 characters (spec 000 §5). */
const inches = (field: 'width' | 'height') =>
  z
    .string()
    .max(9, `${field} must be at most 9 characters`)
    // What the page's input filter lets through: digits and at most one decimal point.
    .regex(/^(\d+\.?\d*|\.\d+)$/, `${field} must be a number of inches such as 3 or 2.5`)
    .transform(Number)
    .refine((value) => value > 0, `${field} must be greater than 0`);

const wholeCount = (field: string, maxDigits: number) =>
  z
    .string()
    .max(maxDigits, `${field} must be at most ${maxDigits} digits`)
    .regex(/^\d+$/, `${field} must be a whole number`)
    .transform(Number)
    .refine((value) => value > 0, `${field} must be at least 1`);

/** `print_features[]=1&print_features[]=2`, or one comma-separated value. */
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, 'print_features must list item ids')
          .transform(Number),
      )
      .max(20, 'print_features lists at most 20 items'),
  );

export const pricingQuerySchema = z
  .object({
    product_id: id('product_id'),
    featured_item_id: id('featured_item_id').optional(),
    material_id: id('material_id').optional(),
    width: inches('width').optional(),
    height: inches('height').optional(),
    size_id: id('size_id').optional(),
    printed_side_id: id('printed_side_id').optional(),
    color_id: id('color_id').optional(),
    addon_item_id: id('addon_item_id').optional(),
    quantity: wholeCount('quantity', 6).optional(),
    custom_quantity: wholeCount('custom_quantity', 6).optional(),
    // 0 and 1 both mean one kind (spec 000 §4).
    kinds: z
      .string()
      .max(2, 'kinds must be at most 2 digits')
      .regex(/^\d+$/, 'kinds must be a whole number')
      .transform((value) => Math.max(1, Number(value)))
      .optional(),
    print_features: idList.optional(),
    'print_features[]': idList.optional(),
    cutting_id: id('cutting_id').optional(),
    shape_id: id('shape_id').optional(),
    finishing_id: id('finishing_id').optional(),
    adhesive_id: id('adhesive_id').optional(),
    premium_processing_id: id('premium_processing_id').optional(),
    premium_coating_id: id('premium_coating_id').optional(),
    orientation: id('orientation').optional(),
    // 31 to 10000 cuts are answered with a quote (rules/cut-count-rules.ts); more is refused.
    cut_per_shape: wholeCount('cut_per_shape', COUNT_INPUT_MAX_LENGTH)
      .refine(
        (value) => value <= MAX_QUOTED_CUTS_PER_SHAPE,
        `cut_per_shape must be at most ${MAX_QUOTED_CUTS_PER_SHAPE}`,
      )
      .optional(),
    install_ready: z.enum(['yes', 'no'], { message: 'install_ready must be yes or no' }).optional(),
  })
  .strict();

export type PricingQuery = z.infer<typeof pricingQuerySchema>;

// Apart from the schema, so the page builds its query without loading zod (issue 14).
export { pricingQueryFor } from './configuration-query';
