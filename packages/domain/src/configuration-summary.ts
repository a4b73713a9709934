import type { Catalog } from './catalog-model';
import type { Configuration } from './configuration';
import { featureSummary } from './rules/print-feature-rules';

/**
 * What a customer reads about a configuration, wherever it is summed up: the compare cards, the
 * quote request dialog (and the request's stored comment), the quotation's lines (dialog and PDF)
 * and the cart's lines. One function, used by the browser and the server, so they never differ
 * (issue 11, item 5: the quantity was missing from some of them).
 */
export interface ConfigurationSummary {
  /** The product's name: what the summary is of (a card's or a line's title). */
  product: string;
  /**
   * Every choice, one line each: first how many (quantity, number of sets), as two configurations
   * often differ only there and a clamped compare card must still show it; then the options in
   * the form's order (cutting to colour, add-ons) and the print features.
   */
  lines: string[];
}

/** The summary's line for the number of sets (kinds). */
export const setsLine = (kinds: number) => `Sets: ${kinds}`;

/**
 * The summary lines of one set of a configuration of `kinds` sets. A quotation lists the
 * configuration once per set (spec 000 §3); each of its lines says which set it is ("Set 1 of 3")
 * where the configuration's summary says how many there are ("Sets: 3", issue 27).
 */
export function linesOfSet(lines: readonly string[], set: number, kinds: number): string[] {
  const sets = setsLine(kinds);
  return lines.map((line) => (line === sets ? `Set ${set} of ${kinds}` : line));
}

/** A count as the shop writes it: 999999 → "999,999" (the same in Node and every browser). */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The summary of a configuration at a quantity. `quantity` is null only while the visitor has
 * not given one yet (an empty custom quantity): then there is no quantity line.
 */
export function configurationSummary(
  catalog: Catalog,
  configuration: Configuration,
  quantity: number | null,
): ConfigurationSummary {
  const c = configuration;
  const name = (map: ReadonlyMap<number, { name: string }>, id: number | null) =>
    id === null ? null : (map.get(id)?.name ?? null);
  const labelled = (label: string, value: string | null) =>
    value === null ? null : `${label}: ${value}`;
  const addon = (id: number | null) => {
    if (id === null) return null;
    for (const group of catalog.addonGroups.values()) {
      const item = group.items.find((candidate) => candidate.id === id);
      if (item) return `${group.name}: ${item.name}`;
    }
    return null;
  };
  const lines: Array<string | null> = [
    quantity === null ? null : `Quantity: ${formatCount(quantity)}`,
    setsLine(c.kinds),
    labelled('Cutting', name(catalog.cuttings, c.cuttingId)),
    labelled('Shape', name(catalog.shapes, c.shapeId)),
    c.cutPerShape === null ? null : `Cuts per shape: ${c.cutPerShape}`,
    labelled('Finishing', name(catalog.finishings, c.finishingId)),
    labelled('Adhesive', name(catalog.adhesives, c.adhesiveId)),
    labelled('Material', name(catalog.materials, c.materialId)),
    `Size: ${c.widthIn}" x ${c.heightIn}"`,
    labelled('Sides', name(catalog.printedSides, c.printedSideId)),
    labelled('Color', name(catalog.colors, c.colorId)),
    ...[c.addonItemId, c.orientationId, c.premiumProcessingId, c.premiumCoatingId].map(addon),
    c.installReady === null ? null : `Install ready: ${c.installReady ? 'Yes' : 'No'}`,
    ...featureSummary([...catalog.printFeatureGroups.values()], c.printFeatureItemIds),
  ];
  return {
    product: catalog.products.get(c.productId)?.name ?? `Product ${c.productId}`,
    lines: lines.filter((line): line is string => line !== null && line !== ''),
  };
}

/** The summary as one text (a quotation line, a quote request's comment): the product first. */
export function summaryText(summary: ConfigurationSummary, separator = ', '): string {
  return [summary.product, ...summary.lines].join(separator);
}
