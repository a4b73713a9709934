/**
 * Where the two cascades of spec 001 §4 differ: the price configurator's (and the quote page's,
 * 000 §4) and the Special Processing form's. Everything else is one rule (001 §4 "same rule in
 * the price configurator"), in cascade-engine.ts; each difference is named here with its section.
 */
import type { Product, SizePreset } from '../catalog-model';
import { CUTTING_ROLL } from './catalog-ids';
import {
  PRICE_CONFIGURATOR_PREMIUM,
  SPECIAL_PROCESSING_FORM_PREMIUM,
  sizesFor,
} from './option-lists';
import type { PremiumProcessingRule } from './option-lists';
import { fixedSizes } from './size-rules';

export interface CascadeOptions {
  /**
   * 001 §4: premium processing on special-processing cuttings (6, 7). The price configurator
   * reloads it "only when cutting is not special processing"; the form offers it there.
   */
  readonly premium: PremiumProcessingRule;
  /**
   * 000 §4, 001 §4 "Price configurator cascade": the ordinary add-ons reload with the finishing.
   * The Special Processing form has no add-on field (001 §2), so it lists none.
   */
  readonly addons: boolean;
  /**
   * The sizes a cutting lists. The price configurator: the product's presets, or on a roll the
   * fixed sizes (000 §5, 001 §5). The form: the roll's fixed sizes only (001 §4 "sizes: for
   * cutting 9, the dimension lookups whose min and max are equal"); other sizes are typed.
   */
  readonly sizes: (product: Product, cuttingId: number | null) => SizePreset[];
  /**
   * 001 §4 "Special Processing form cascade": changing cutting reloads quantity (its first is
   * selected), so the form's quantity is the cascade's. The price configurator's is the visitor's
   * selection (quantity-rules.ts: presets, More, a typed number), which no cutting changes
   * (000 §4); its adapter does not hand it to the engine.
   */
  readonly quantityWithCutting: boolean;
}

export const PRICE_CONFIGURATOR_CASCADE: CascadeOptions = {
  premium: PRICE_CONFIGURATOR_PREMIUM,
  addons: true,
  sizes: sizesFor,
  quantityWithCutting: false,
};

export const SPECIAL_PROCESSING_FORM_CASCADE: CascadeOptions = {
  premium: SPECIAL_PROCESSING_FORM_PREMIUM,
  addons: false,
  sizes: (product, cuttingId) =>
    cuttingId === CUTTING_ROLL ? fixedSizes(product.dimLookups, cuttingId) : [],
  quantityWithCutting: true,
};
