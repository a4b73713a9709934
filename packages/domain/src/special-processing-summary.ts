import { formatCount, type ConfigurationSummary } from './configuration-summary';
import type { SpecialProcessingFormState } from './rules/special-processing-form';

/**
 * What a Special Processing request asks for, in words (issue 16): the product, then every
 * choice by its name as the form listed it, then the ticked options with their sub-items. Read
 * from the form's state (the server's replay of the request), so names are the ones the form
 * showed, labels included ('Material' for products 7 and 8). The quote request's stored comment
 * starts with it, as the other quote requests' do (configuration-summary.ts).
 */
export function specialProcessingSummary(state: SpecialProcessingFormState): ConfigurationSummary {
  const { values, options, view } = state;
  const name = (list: readonly { id: number; name: string }[], id: number | null) =>
    id === null ? null : (list.find((entry) => entry.id === id)?.name ?? null);
  const labelled = (label: string, value: string | null) =>
    value === null || value === '' ? null : `${label}: ${value}`;
  const cuttings = options.cuttings.map((entry) => entry.option);
  const size =
    values.width !== '' && values.height !== '' ? `${values.width}" x ${values.height}"` : null;
  const ticked = options.specialProcessing
    .map((entry) => entry.option)
    .filter((option) => values.selection.optionIds.includes(option.id))
    .map((option) => {
      const items = option.items.filter((item) => values.selection.subItemIds.includes(item.id));
      return items.length === 0
        ? option.name
        : `${option.name}: ${items.map((item) => item.name).join(', ')}`;
    });
  const lines = [
    values.quantity === null ? null : `Quantity: ${formatCount(values.quantity)}`,
    labelled('Cutting', name(cuttings, values.cuttingId)),
    labelled('Shape', name(options.shapes, values.shapeId)),
    view.cutPerShapeRequired ? labelled('Cuts per shape', values.cutPerShape) : null,
    view.eaRequired ? labelled('Stickers per sheet', values.ea) : null,
    labelled('Orientation', name(options.orientations, values.orientationId)),
    labelled(view.finishingLabel, name(options.finishings, values.finishingId)),
    labelled('Premium processing', name(options.premiumProcessing, values.premiumProcessingId)),
    labelled('Premium coating', name(options.premiumCoating, values.premiumCoatingId)),
    labelled('Adhesive', name(options.adhesives, values.adhesiveId)),
    labelled('Color', name(options.colors, values.colorId)),
    labelled(view.sizeLabel === 'Sheet Size' ? 'Sheet size' : 'Size', size),
    ...ticked.map((option) => `Special processing: ${option}`),
  ];
  return {
    product: name(options.products, values.productId) ?? `Product ${values.productId}`,
    lines: lines.filter((line): line is string => line !== null),
  };
}
