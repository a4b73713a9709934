/**
 * The typefaces' font files on the server: resolved inside their @fontsource packages, read and
 * parsed once per typeface (a parse costs milliseconds, a layout a fraction of one).
 * Only ids from the typeface list reach here, so a request never names a path.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { GlyphSource } from '@shop/domain/lettering/measure';
import { typefaceFileSpecifier, type Typeface } from '@shop/domain/lettering/typefaces';
import { glyphSourceOf, parseFont } from './glyph-source';

const require = createRequire(import.meta.url);

/** The absolute path of a typeface's font file (throws if its package is not installed). */
export function typefaceFilePath(typeface: Typeface): string {
  return require.resolve(typefaceFileSpecifier(typeface));
}

async function parseTypeface(typeface: Typeface): Promise<GlyphSource> {
  return glyphSourceOf(parseFont(await readFile(typefaceFilePath(typeface))));
}

const loaded = new Map<string, Promise<GlyphSource>>();

/** The typeface's glyphs, parsed on first use and kept. */
export function loadTypeface(typeface: Typeface): Promise<GlyphSource> {
  const cached = loaded.get(typeface.id);
  if (cached) return cached;
  const loading = parseTypeface(typeface);
  // A failed read is not remembered: the next request tries again.
  loading.catch(() => loaded.delete(typeface.id));
  loaded.set(typeface.id, loading);
  return loading;
}
