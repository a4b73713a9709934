/**
 * The server's side of a lettering design (issue 17): the quote payload priced with the design
 * measured again from the typeface's own file, and the cut file drawn from a stored design.
 * The rules are the domain's (cart.ts, lettering-order.ts); this only loads the glyphs.
 */
import type { Catalog } from '@shop/domain/catalog-model';
import { priceQuotePayload, type PayloadCheck } from '@shop/domain/cart';
import type { QuotePayload } from '@shop/domain/cart-contract';
import { cutFileSvg } from '@shop/domain/lettering/cut-file';
import type { LetteringOrder } from '@shop/domain/lettering/lettering-order';
import { measureLettering, type GlyphSource } from '@shop/domain/lettering/measure';
import { typefaceById } from '@shop/domain/lettering/typefaces';
import { loadTypeface } from './font-files';

/**
 * `priceQuotePayload` with the glyphs of the payload's typeface: the one way the shop prices a
 * payload (add to cart, quotation). An id that is not one of our typefaces loads nothing and is
 * refused by the domain's check.
 */
export async function priceQuotePayloadOnServer(
  catalog: Catalog,
  payload: QuotePayload,
  now: Date,
  timeZone: string,
): Promise<PayloadCheck> {
  const typeface = payload.lettering ? typefaceById(payload.lettering.selected_font) : undefined;
  const glyphs = typeface ? await loadTypeface(typeface) : null;
  return priceQuotePayload(catalog, payload, now, timeZone, glyphs);
}

/**
 * The SVG cut file of a stored design at its ordered size, measured again from the font (never
 * from anything a browser sent). A stored design was checked when it was stored, so one that no
 * longer measures is our failure (a 500), not the visitor's.
 */
export async function letteringCutFile(order: LetteringOrder): Promise<string> {
  const typeface = typefaceById(order.selected_font);
  if (!typeface) throw new Error(`A stored lettering names no typeface: ${order.selected_font}`);
  const measured = measureLettering(await loadTypeface(typeface), order.lines, order.alignment);
  if (measured.kind !== 'measured') throw new Error('A stored lettering has nothing to cut');
  return cutFileSvg(measured, { widthIn: order.width, heightIn: order.height });
}

/** The glyphs of each typeface the lines' designs use (each file parsed once and kept). */
export async function letteringGlyphs(
  lines: ReadonlyArray<{ lettering: LetteringOrder | null }>,
): Promise<Map<string, GlyphSource>> {
  const fontIds = new Set(
    lines.flatMap((line) => (line.lettering ? [line.lettering.selected_font] : [])),
  );
  const glyphsByFont = new Map<string, GlyphSource>();
  for (const id of fontIds) {
    const typeface = typefaceById(id);
    if (typeface) glyphsByFont.set(id, await loadTypeface(typeface));
  }
  return glyphsByFont;
}
