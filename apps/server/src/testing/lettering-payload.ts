import type { QuotePayload } from '@shop/domain/cart-contract';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import { measureLettering, sizeForWidth } from '@shop/domain/lettering/measure';
import { typefaceById } from '@shop/domain/lettering/typefaces';
import { loadTypeface } from '@shop/shop/lettering/font-files';
import type { App } from '../app';
import { quotePayloadFor } from './quote-payload';

/** Lettering Decals (product 22) on its page (featured item 11); Gold is catalog colour 7. */
const PAGE = 'product_id=22&featured_item_id=11';
const GOLD = 7;
export const LETTERING_ORIGIN = '/lettering-decals/lettering-decals';

/** The height the text takes at this width, to 0.01 in as the page shows it. */
export async function heightFor(lines: string[], font: string, widthIn: number) {
  const typeface = typefaceById(font);
  if (!typeface) throw new Error(`no typeface ${font}`);
  const measured = measureLettering(await loadTypeface(typeface), lines, 'left');
  if (measured.kind !== 'measured') throw new Error('nothing to cut');
  return Math.round(sizeForWidth(measured, widthIn).heightIn * 100) / 100;
}

/**
 * The payload the designer sends: the configuration priced at `width` x `height` in `colorId`,
 * with the design ("Open Daily" in Signika, gold, 12 in wide by default). Each may be tampered
 * with separately.
 */
export async function letteringPayloadFor(
  app: App,
  design: Partial<LetteringOrder> = {},
  configuration: {
    width?: number;
    height?: number;
    /** null: no colour in the configuration. */
    colorId?: number | null;
    productQuery?: string;
  } = {},
): Promise<QuotePayload> {
  const lines = [...(design.lines ?? ['Open Daily'])];
  const font = design.selected_font ?? 'signika';
  const width = design.width ?? 12;
  const measuredIn = typefaceById(font) ? font : 'signika';
  const height = design.height ?? (await heightFor([...lines], measuredIn, width));
  const priceQuery =
    `${configuration.productQuery ?? PAGE}` +
    `&width=${configuration.width ?? width}&height=${configuration.height ?? height}` +
    (configuration.colorId === null ? '' : `&color_id=${configuration.colorId ?? GOLD}`);
  const payload = await quotePayloadFor(app, { priceQuery, originPath: LETTERING_ORIGIN });
  return {
    ...payload,
    lettering: {
      alignment: 'left',
      selected_font: font,
      selected_color: 'gold',
      ...design,
      lines,
      width,
      height,
    },
  };
}
