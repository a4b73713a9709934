/**
 * Reading a font file, for every capability that draws text: lettering designs (measured and
 * cut) and the quotation PDF's fonts. No Node API here: the browser parses the same bytes with the
 * same code (ADR 0028).
 */
import { create, type Font } from 'fontkit';

/** Parses a font file (a static @fontsource `.woff`; `.woff2` and `.ttf` also work). */
export function parseFont(bytes: Uint8Array): Font {
  // fontkit's types say Buffer; it reads any Uint8Array (the browser has no Buffer).
  const parsed = create(bytes as Buffer);
  // A collection (.ttc, .dfont) holds several fonts: we ship single fonts only.
  if ('fonts' in parsed) throw new Error('Expected one font, got a font collection.');
  return parsed;
}
