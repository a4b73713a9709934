/**
 * The lettering typefaces in the browser (issue 17): each face's file is fetched once, when it
 * is chosen or shown (the designer's picker, a compare card), and its bytes serve both the
 * `FontFace` (text set in its own face) and the designer's measurement (fontkit, the same
 * parser and adapter as the server: ADR 0028). fontkit itself is a chunk of its own, loaded with
 * the first measurement.
 */
import type { GlyphSource } from '@shop/domain/lettering/measure';
import { typefaceFileUrl, type Typeface } from '@shop/domain/lettering/typefaces';

/** Only a successful load is kept: a failed one is tried again next time. */
function keptOnSuccess<T>(load: (typeface: Typeface) => Promise<T>) {
  const kept = new Map<string, Promise<T>>();
  return (typeface: Typeface): Promise<T> => {
    let loading = kept.get(typeface.id);
    if (!loading) {
      loading = load(typeface);
      kept.set(typeface.id, loading);
      loading.catch(() => kept.delete(typeface.id));
    }
    return loading;
  };
}

const fontBytes = keptOnSuccess(async (typeface) => {
  const response = await fetch(typefaceFileUrl(typeface));
  if (!response.ok) throw new Error(`The typeface ${typeface.family} did not load.`);
  return response.arrayBuffer();
});

/** The CSS family a loaded face is registered under (never a name a page font could have). */
export function typefaceFamily(typeface: Typeface): string {
  return `lettering-${typeface.id}`;
}

/** Registers the face with the document so text can be set in it (the picker's names). */
export const loadFontFace = keptOnSuccess(async (typeface) => {
  const face = new FontFace(typefaceFamily(typeface), await fontBytes(typeface), {
    weight: String(typeface.weight),
  });
  document.fonts.add(await face.load());
});

/** The face's glyphs for measuring and drawing, parsed by fontkit. */
export const loadGlyphSource = keptOnSuccess(async (typeface): Promise<GlyphSource> => {
  const [bytes, { glyphSourceOf, parseFont }] = await Promise.all([
    fontBytes(typeface),
    import('@shop/shop/lettering/glyph-source'),
  ]);
  return glyphSourceOf(parseFont(new Uint8Array(bytes)));
});
