import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagesOf, reachQuery, visitPage, type Visit } from '../test/page-visitor';
import { seededCatalog } from '../test/seeded-catalog';
import { customQuantityOf, priceConfiguration } from './price-configuration';
import { pricingQueryFor, pricingQuerySchema, type PricingQuery } from './pricing-query';
import { pricingResponse } from './pricing-answer';
import { resolveConfiguration } from './resolve-configuration';
import type { FeaturedItem, Product } from './catalog-model';
import type { Configuration } from './configuration';
import { ADDON_HOLOGRAM_COATING, ADDON_ROLL_ORIENTATION } from './rules/catalog-ids';
import type { ConfiguratorState } from './rules/configurator-cascade';
import { configuratorProblems } from './rules/configurator-checks';
import { isSizeReadOnly, sizesFor } from './rules/option-lists';

// Issue 12: the browser's configurator (rules/configurator-cascade.ts, what the page shows and
// prices) and the server's resolver (resolve-configuration.ts, what the API, the cart and quotes
// price) are two implementations of one rule set. On the seeded demo catalog, whatever a visitor
// does, the query the page sends is one the server accepts, resolves to the same configuration
// and prices the same; and a query changed by hand is refused only when no visitor could make the
// page send it, while whatever the server accepts resolves to a configuration a visitor reaches.
const catalog = seededCatalog();
const NOW = new Date('2026-11-24T18:30:00Z');
const ZONE = 'America/Los_Angeles';
const RUNS = 400;

const typed = fc.oneof(
  fc.constantFrom('', '1', '2', '2.5', '3', '3.5', '4', '0.5', '12', '30', '100', '1000'),
  fc.stringMatching(/^[0-9.]{0,10}$/),
);
const visitArbitrary: fc.Arbitrary<Visit> = fc.record({
  page: fc.nat(),
  product: fc.option(fc.nat()),
  featured: fc.boolean(),
  actions: fc.array(fc.record({ control: fc.nat(), pick: fc.nat(), text: typed }), {
    maxLength: 14,
  }),
});

/** The query as Fastify hands it to the route: repeated keys as a list. */
function asReceived(params: URLSearchParams): Record<string, string | string[]> {
  const received: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    received[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return received;
}

/** What the page sends for a state, or null when it asks nothing (configurator.tsx). */
function sentByPage(featuredItemId: number, state: ConfiguratorState) {
  const instant = priceConfiguration(catalog, state, NOW, ZONE);
  if (!instant || configuratorProblems(state).length > 0) return null;
  const params = pricingQueryFor(state.configuration, featuredItemId, customQuantityOf(state));
  return { params, instant };
}

describe('the page and the server on the seeded catalog', () => {
  it('agree on every query a visitor makes the page send', () => {
    let sent = 0;
    fc.assert(
      fc.property(visitArbitrary, (visit) => {
        const { page, state } = visitPage(catalog, visit);
        const sending = sentByPage(page.id, state);
        if (!sending) return;
        sent++;
        const parsed = pricingQuerySchema.safeParse(asReceived(sending.params));
        expect(parsed.error?.issues ?? []).toEqual([]);
        if (!parsed.success) return;
        const resolved = resolveConfiguration(catalog, parsed.data);
        expect(resolved.ok ? null : resolved.problem).toBeNull();
        if (!resolved.ok) return;
        expect(resolved.configuration).toEqual(state.configuration);
        expect(pricingResponse(catalog, resolved, NOW, ZONE)).toEqual(sending.instant);
      }),
      { numRuns: RUNS },
    );
    // Most visits end on a form the page prices (the rest miss a size or a number of cuts).
    expect(sent).toBeGreaterThan(RUNS / 2);
  });

  it('agree on a query changed by hand: refused only when no visitor can send it', () => {
    let reachable = 0;
    let refused = 0;
    fc.assert(
      fc.property(visitArbitrary, fc.constantFrom(...TAMPERED_KEYS), typed, (visit, key, text) => {
        const { page, state } = visitPage(catalog, visit);
        const sending = sentByPage(page.id, state);
        if (!sending) return;
        // Every way of changing this one key by hand, each judged on its own.
        for (const params of tamperings(page, state, sending.params, key, text)) {
          const verdict = judgeByHand(page, params);
          if (verdict === 'sendable') reachable++;
          if (verdict === 'refused') refused++;
        }
      }),
      { numRuns: RUNS / 2 },
    );
    // Both verdicts are exercised: changes a visitor could make, and changes no visitor can.
    expect(reachable).toBeGreaterThan(RUNS / 4);
    expect(refused).toBeGreaterThan(RUNS / 2);
  });

  // A sweep of a few thousand queries: seconds on a busy machine, so a hang guard of its own.
  it(
    'agree on every change by hand of the query each page sends first',
    { timeout: 120_000 },
    () => {
      // Exhaustive where it is cheap: every page and product as it opens, every key, every value.
      for (const page of pagesOf(catalog)) {
        for (const [index] of page.productIds.entries()) {
          const { state } = visitPage(catalog, {
            page: pagesOf(catalog).indexOf(page),
            product: index,
            featured: false,
            actions: [],
          });
          const sending = sentByPage(page.id, state);
          if (!sending) continue;
          for (const key of TAMPERED_KEYS) {
            for (const params of tamperings(page, state, sending.params, key, '3')) {
              judgeByHand(page, params);
            }
          }
        }
      }
    },
  );
});

const TAMPERED_KEYS = [
  'product_id',
  'cutting_id',
  'shape_id',
  'finishing_id',
  'adhesive_id',
  'material_id',
  'printed_side_id',
  'color_id',
  'addon_item_id',
  'premium_processing_id',
  'premium_coating_id',
  'orientation',
  'print_features[]',
  'width',
  'height',
  'cut_per_shape',
  'install_ready',
  'kinds',
  'custom_quantity',
] as const;

const allAddonItems = [...catalog.addonGroups.values()].flatMap((g) => g.items.map((i) => i.id));
const itemsOfCode = (code: string) =>
  [...catalog.addonGroups.values()]
    .filter((group) => group.code === code)
    .flatMap((group) => group.items.map((item) => item.id));

/**
 * The ids a hand may put in a key: those of the page's product and its page (the likely ones),
 * plus one the product does not list and one the catalog does not hold.
 */
function candidateIds(page: FeaturedItem, product: Product, key: string): number[] {
  const groupItems = (groupIds: readonly number[]) =>
    groupIds.flatMap((id) => catalog.addonGroups.get(id)?.items.map((item) => item.id) ?? []);
  const own: Record<string, readonly number[]> = {
    product_id: page.productIds,
    cutting_id: product.cuttingIds,
    shape_id: [...catalog.shapes.keys()],
    finishing_id: product.finishingIds,
    adhesive_id: product.adhesiveIds,
    material_id: product.materialIds,
    printed_side_id: product.printedSideIds,
    color_id: product.colorIds,
    addon_item_id: groupItems(product.addonGroupIds),
    premium_processing_id: groupItems(product.addonGroupIds),
    premium_coating_id: itemsOfCode(ADDON_HOLOGRAM_COATING),
    orientation: itemsOfCode(ADDON_ROLL_ORIENTATION),
  };
  const all: Record<string, readonly number[]> = {
    product_id: [...catalog.products.keys()],
    cutting_id: [...catalog.cuttings.keys()],
    finishing_id: [...catalog.finishings.keys()],
    adhesive_id: [...catalog.adhesives.keys()],
    material_id: [...catalog.materials.keys()],
    printed_side_id: [...catalog.printedSides.keys()],
    color_id: [...catalog.colors.keys()],
    addon_item_id: allAddonItems,
    premium_processing_id: allAddonItems,
    premium_coating_id: allAddonItems,
    orientation: allAddonItems,
  };
  const mine = own[key] ?? [];
  const elsewhere = (all[key] ?? []).find((id) => !mine.includes(id));
  return [...mine, ...(elsewhere === undefined ? [] : [elsewhere]), 999_999];
}

/** The queries a hand makes from the page's by changing `key` (each alone). */
function tamperings(
  page: FeaturedItem,
  state: ConfiguratorState,
  sent: URLSearchParams,
  key: (typeof TAMPERED_KEYS)[number],
  text: string,
): URLSearchParams[] {
  const product = catalog.products.get(state.configuration.productId);
  if (!product) return [];
  const changed = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(sent);
    change(params);
    return params;
  };
  switch (key) {
    case 'print_features[]': {
      const current = sent.getAll(key);
      const offered = product.printFeatureGroupIds.flatMap(
        (id) => catalog.printFeatureGroups.get(id)?.items.map((item) => String(item.id)) ?? [],
      );
      const withFeatures = (ids: string[]) =>
        changed((params) => {
          params.delete(key);
          for (const id of ids) params.append(key, id);
        });
      return [
        // Each offered item added, each chosen one taken out, and one alone.
        ...offered
          .filter((id) => !current.includes(id))
          .map((id) => withFeatures([...current, id])),
        ...current.map((id) => withFeatures(current.filter((other) => other !== id))),
        ...offered.slice(0, 3).map((id) => withFeatures([id])),
      ];
    }
    case 'width':
    case 'height':
      return [
        changed((params) => params.set(key, text)),
        changed((params) => {
          params.set('width', sent.get('height') ?? '');
          params.set('height', sent.get('width') ?? '');
        }),
      ];
    case 'install_ready':
      return ['yes', 'no'].map((value) => changed((params) => params.set(key, value)));
    case 'kinds':
    case 'cut_per_shape':
    case 'custom_quantity':
      return [changed((params) => params.set(key, text)), changed((params) => params.delete(key))];
    default:
      return candidateIds(page, product, key).map((id) =>
        changed((params) => params.set(key, String(id))),
      );
  }
}

/**
 * A query changed by hand. The server refuses it only when no visitor can make the page send it;
 * when a visitor can, the server resolves what the page holds; and whatever it accepts resolves
 * to a configuration a visitor can reach (an omitted or harmless choice taking the page's
 * default).
 */
function judgeByHand(page: FeaturedItem, params: URLSearchParams): 'sendable' | 'refused' | null {
  const parsed = pricingQuerySchema.safeParse(asReceived(params));
  // A malformed value is the schema's to refuse (400), before any rule.
  if (!parsed.success) return null;
  const resolved = resolveConfiguration(catalog, parsed.data);
  const reached = reachQuery(catalog, page, parsed.data);
  // The page sends a form without problems (configurator.tsx).
  const sendable = reached !== null && configuratorProblems(reached).length === 0;
  const where = params.toString();
  if (!resolved.ok) {
    expect(sendable ? resolved.problem : 'refused', where).toBe('refused');
    return 'refused';
  }
  if (turnedRollSize(parsed.data)) return null;
  const server = {
    configuration: sorted(resolved.configuration),
    customQuantity: resolved.customQuantity,
  };
  const held = (state: ConfiguratorState | null) =>
    state && {
      configuration: sorted(state.configuration),
      customQuantity: customQuantityOf(state),
    };
  if (sendable) {
    // The first test above shows the server then prices it exactly as the page does.
    expect(server, where).toEqual(held(reached));
    return 'sendable';
  }
  const asSent = pricingQueryFor(resolved.configuration, page.id, resolved.customQuantity);
  const again = reachQuery(catalog, page, pricingQuerySchema.parse(asReceived(asSent)));
  expect(held(again)?.configuration, where).toEqual(server.configuration);
  return null;
}

/** The print features as a set (the page lists them in the order they were ticked). */
const sorted = (configuration: Configuration): Configuration => ({
  ...configuration,
  printFeatureItemIds: [...configuration.printFeatureItemIds].sort((a, b) => a - b),
});

/**
 * The one allowance: the server takes a roll's fixed size either way round ("takes a roll size by
 * its id or either way round", get-pricing-data.int.test.ts), where the page lists each one way.
 */
function turnedRollSize(query: PricingQuery): boolean {
  const resolved = resolveConfiguration(catalog, query);
  if (!resolved.ok || !isSizeReadOnly(resolved.configuration.cuttingId)) return false;
  const { cuttingId, widthIn, heightIn } = resolved.configuration;
  const sizes = sizesFor(resolved.product, cuttingId);
  const listed = (w: number, h: number) => sizes.some((s) => s.widthIn === w && s.heightIn === h);
  return !listed(widthIn, heightIn) && listed(heightIn, widthIn);
}

describe('the seeded catalog the agreement runs on', () => {
  it('has the pages and products of the demo shop (catalog-ids.md)', () => {
    expect(pagesOf(catalog).length).toBeGreaterThanOrEqual(24);
    expect(catalog.products.size).toBe(23);
  });
});
