import type {
  AddonGroup,
  Catalog,
  Cutting,
  FeaturedItem,
  Finishing,
  PricedOption,
  Product,
  Shape,
  SpecialProcessingOption,
} from './catalog-model';
import { specialProcessingProducts } from './rules/special-processing-products';

/**
 * What the Special Processing form needs of the catalog in the browser (issue 16): every product
 * the form lists (a product page carries only its own), with the lists its cascade reads, as
 * plain JSON. Price grids stay on the server: the form prices nothing. The browser turns it back
 * into a Catalog for the same reducer and check the server runs (special-processing-check.ts).
 */
export interface SpecialProcessingCatalog {
  products: Product[];
  featuredItems: FeaturedItem[];
  cuttings: Cutting[];
  shapes: Shape[];
  finishings: Finishing[];
  adhesives: PricedOption[];
  colors: PricedOption[];
  addonGroups: AddonGroup[];
  specialProcessingOptions: SpecialProcessingOption[];
}

const NO_PRICES = { areaBreakpoints: [], quantityBreakpoints: [], cells: [] };

export function specialProcessingCatalog(catalog: Catalog): SpecialProcessingCatalog {
  return {
    products: specialProcessingProducts(catalog.products.values()).map((product) => ({
      ...product,
      priceTable: NO_PRICES,
    })),
    featuredItems: [...catalog.featuredItems.values()],
    cuttings: [...catalog.cuttings.values()],
    shapes: [...catalog.shapes.values()],
    finishings: [...catalog.finishings.values()],
    adhesives: [...catalog.adhesives.values()],
    colors: [...catalog.colors.values()],
    addonGroups: [...catalog.addonGroups.values()],
    specialProcessingOptions: [...catalog.specialProcessingOptions.values()],
  };
}

const byId = <T extends { id: number }>(list: readonly T[]) =>
  new Map(list.map((entry) => [entry.id, entry]));

/** The form's catalog as the rules take it; what the form never reads is left empty. */
export function catalogFromSpecialProcessing(form: SpecialProcessingCatalog): Catalog {
  return {
    products: byId(form.products),
    featuredItems: byId(form.featuredItems),
    materials: new Map(),
    cuttings: byId(form.cuttings),
    shapes: byId(form.shapes),
    finishings: byId(form.finishings),
    adhesives: byId(form.adhesives),
    printedSides: new Map(),
    colors: byId(form.colors),
    addonGroups: byId(form.addonGroups),
    printFeatureGroups: new Map(),
    specialProcessingOptions: byId(form.specialProcessingOptions),
    shippingMethods: [],
    holidays: [],
  };
}
