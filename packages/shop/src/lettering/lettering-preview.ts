/**
 * The designer's starting design drawn on the server (issue 17: "server-rendered with the default
 * text, interactive after"): the same measurement and outlines the browser computes once its
 * fonts load, so the first paint is already the true lettering at its automatic size.
 */
import { letteringOutline } from '@shop/domain/lettering/cut-file';
import type { LetteringStart } from '@shop/domain/lettering/lettering-design';
import { DEFAULT_TEXT } from '@shop/domain/lettering/lettering-constants';
import { letteringSummaryLines } from '@shop/domain/lettering/lettering-summary';
import { letteringSize, measureLettering } from '@shop/domain/lettering/measure';
import { DEFAULT_TYPEFACE_ID, typefaceById } from '@shop/domain/lettering/typefaces';
import { loadTypeface } from './font-files';

let starting: Promise<LetteringStart> | null = null;

/** 'Your text' in the default face at its automatic size (spec 001 §9), drawn once and kept. */
export function startingLettering(): Promise<LetteringStart> {
  starting ??= drawStartingLettering();
  // A failed font read is not remembered: the next page tries again.
  starting.catch(() => (starting = null));
  return starting;
}

async function drawStartingLettering(): Promise<LetteringStart> {
  const typeface = typefaceById(DEFAULT_TYPEFACE_ID);
  if (!typeface) throw new Error(`The default typeface ${DEFAULT_TYPEFACE_ID} is not listed`);
  const lines = [DEFAULT_TEXT];
  const measured = measureLettering(await loadTypeface(typeface), lines, 'left');
  if (measured.kind !== 'measured') throw new Error('The default text has nothing to draw');
  const size = letteringSize(measured, { kind: 'auto' });
  return {
    lines,
    alignment: 'left',
    typefaceId: typeface.id,
    summary: letteringSummaryLines({ lines, alignment: 'left', fontName: typeface.family }),
    size,
    outline: letteringOutline(measured, size, 2),
  };
}
