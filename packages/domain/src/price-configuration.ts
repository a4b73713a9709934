import type { Catalog, FeaturedPreset } from './catalog-model';
import { pricingResponse } from './pricing-answer';
import type { PricingResponse } from './pricing-response';
import {
  applyChange,
  initConfigurator,
  type ConfiguratorState,
} from './rules/configurator-cascade';
import { configuratorCutCheck, configuratorSizeCheck } from './rules/configurator-checks';
import { priceMatch, typedQuantity } from './rules/quantity-rules';
import { PRODUCTS_WITH_LETTERING_DESIGNER } from './rules/catalog-ids';
import type { LetteringSize } from './lettering/measure';
import { submitAction, type SubmitAction } from './rules/submit-action';

/**
 * What a product page's form starts from: the page's product (or its saved preset with
 * `?featured=1`), the page's own cutting and shape, the preset's print features, and on a
 * lettering page with the designer the starting design's size (issue 17). The server render, the
 * browser and the page's structured data all start here.
 */
export function startingState(
  catalog: Catalog,
  start: {
    productId: number;
    featuredItemId: number;
    preset: FeaturedPreset | null;
    /** The designer's starting design's size, if the page shows the designer. */
    letteringSize?: LetteringSize | null;
  },
): ConfiguratorState {
  const initial = initConfigurator(catalog, start);
  if (!initial) throw new Error(`Product ${start.productId} cannot be configured`);
  const { preset, letteringSize } = start;
  const state =
    preset && Object.keys(preset.printFeatures).length > 0
      ? applyChange(initial, { field: 'printFeaturePreset', preset: preset.printFeatures }, catalog)
      : initial;
  if (!letteringSize || !PRODUCTS_WITH_LETTERING_DESIGNER.includes(start.productId)) return state;
  return applyChange(state, { field: 'size', ...letteringSize }, catalog);
}

/** The cheapest tier's price, in cents, of a state the page can price; null when it is quoted. */
export function lowestTierCents(
  catalog: Catalog,
  state: ConfiguratorState,
  now: Date,
  timeZone: string,
): number | null {
  const pricing = priceConfiguration(catalog, state, now, timeZone);
  if (pricing?.status !== 'priced' || pricing.rows.length === 0) return null;
  return Math.min(...pricing.rows.map((row) => row.price_cents));
}

/** The typed custom quantity of a configurator state, when one is entered. */
export function customQuantityOf(state: ConfiguratorState): number | null {
  return state.quantity.mode === 'custom' ? typedQuantity(state.quantity.typed) : null;
}

/**
 * Prices a configurator state exactly as GET /api/get/pricing-data prices the same choices: the
 * browser shows this on the frame of the change, then the server's answer confirms it.
 */
export function priceConfiguration(
  catalog: Catalog,
  state: ConfiguratorState,
  now: Date,
  timeZone: string,
): PricingResponse | null {
  const product = catalog.products.get(state.configuration.productId);
  const featuredItem =
    state.featuredItemId === null ? undefined : catalog.featuredItems.get(state.featuredItemId);
  const size = configuratorSizeCheck(state);
  if (!product || !featuredItem || size.status === 'missing' || size.status === 'below-minimum') {
    return null;
  }
  return pricingResponse(
    catalog,
    {
      ok: true,
      configuration: state.configuration,
      product,
      featuredItem,
      customQuantity: customQuantityOf(state),
      quantity: null,
      specialSize: size.status === 'above-maximum',
      specialProcessing:
        catalog.cuttings.get(state.configuration.cuttingId ?? -1)?.specialProcessing ?? false,
      cutsAboveMaximum: configuratorCutCheck(state).status === 'quote',
    },
    now,
    timeZone,
  );
}

/**
 * What the form's button does for this state and its prices (add to cart or ask for a quote):
 * the one decision the button, the messages and the price table all show.
 */
export function submitActionOf(
  state: ConfiguratorState,
  pricing: PricingResponse | null,
): SubmitAction {
  const custom = customQuantityOf(state);
  return submitAction({
    size: configuratorSizeCheck(state),
    cutsAboveMaximum: configuratorCutCheck(state).status === 'quote',
    pricing,
    customQuantityMatch: custom === null ? null : priceMatch(custom, state.options.quantities),
  });
}
