import type { Catalog, FeaturedPreset } from '@shop/domain/catalog-model';
import { CUTTING_ROLL } from '@shop/domain/rules/catalog-ids';
import {
  applyChange,
  initConfigurator,
  type ConfiguratorChange,
  type ConfiguratorState,
} from '@shop/domain/rules/configurator-cascade';
import { useReducer } from 'react';

interface ConfiguratorStart {
  catalog: Catalog;
  item: { id: number; urlSlug: string };
  productId: number;
  preset: FeaturedPreset | null;
}

/** The roll page (spec 001 §2) sells every product on the roll cutting. */
const isRollPage = (item: ConfiguratorStart['item']) => item.urlSlug === 'roll';

function start({ catalog, item, productId, preset }: ConfiguratorStart): ConfiguratorState {
  let state = initConfigurator(catalog, { productId, featuredItemId: item.id, preset });
  if (!state) throw new Error(`Product ${productId} cannot be configured`);
  if (isRollPage(item)) {
    state = applyChange(state, { field: 'cutting', cuttingId: CUTTING_ROLL }, catalog);
  }
  if (preset && Object.keys(preset.printFeatures).length > 0) {
    state = applyChange(
      state,
      { field: 'printFeaturePreset', preset: preset.printFeatures },
      catalog,
    );
  }
  return state;
}

/**
 * The quote form's state: the domain's configurator reducer (docs/decisions/0009), started from
 * the page's product or saved preset. Held by the page so the gallery follows the same choices,
 * in the server render too.
 */
export function useConfigurator(options: ConfiguratorStart) {
  const { catalog, item } = options;
  return useReducer(
    (state: ConfiguratorState, change: ConfiguratorChange) => {
      const next = applyChange(state, change, catalog);
      return isRollPage(item) && change.field === 'product'
        ? applyChange(next, { field: 'cutting', cuttingId: CUTTING_ROLL }, catalog)
        : next;
    },
    options,
    start,
  );
}
