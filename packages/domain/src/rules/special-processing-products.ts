import type { Product } from '../catalog-model';
import {
  CUTTING_SPECIAL_CUT,
  CUTTING_SPECIAL_SHEET,
  PRODUCTS_HIDDEN_FROM_SPECIAL_PROCESSING,
} from './catalog-ids';

// Apart from the form's other rules: the product pages' explainers ask it too, and should not
// carry the whole form with them.

const SPECIAL_PROCESSING_CUTTINGS: readonly number[] = [CUTTING_SPECIAL_SHEET, CUTTING_SPECIAL_CUT];

/**
 * The form's product dropdown: not products 9 and 23 (spec 001 §2), nor a product with no special
 * process to ask for (no option, no special-processing cutting), whose request could never be
 * sent (Send Quote needs one, §5): ours, where the spec is silent.
 */
export function specialProcessingProducts(products: Iterable<Product>): Product[] {
  return [...products].filter(
    (product) =>
      !PRODUCTS_HIDDEN_FROM_SPECIAL_PROCESSING.includes(product.id) &&
      (product.specialProcessingOptionIds.length > 0 ||
        product.cuttingIds.some((id) => SPECIAL_PROCESSING_CUTTINGS.includes(id))),
  );
}
