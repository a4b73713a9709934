import { describe, expect, it } from 'vitest';
import { boxFont } from '../../test/box-font';
import { cutFileSvg } from './cut-file';
import { measureLettering, sizeForWidth, type LetteringAlignment } from './measure';

function measured(lines: readonly string[], alignment: LetteringAlignment = 'left') {
  const result = measureLettering(boxFont, lines, alignment);
  if (result.kind !== 'measured') throw new Error('nothing to cut');
  return result;
}

/** Every tag closed in order, one root: enough to know a generated file is well formed. */
function tagsBalance(xml: string): boolean {
  const open: string[] = [];
  let roots = 0;
  for (const [, closing, name, selfClosing] of xml.matchAll(
    /<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g,
  )) {
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name ?? '');
    } else if (open.length === 0) {
      roots += 1;
    }
  }
  return open.length === 0 && roots === 1;
}

/** The numbers of a path's data, as x,y pairs. */
function points(d: string): [number, number][] {
  const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2)
    pairs.push([numbers[i] ?? 0, numbers[i + 1] ?? 0]);
  return pairs;
}

describe('cutFileSvg', () => {
  // "AB" is 1100 x 700 font units; ordered at 22 x 14 mm that is 0.02 mm per unit.
  const m = measured(['AB']);
  const svg = cutFileSvg(m, { widthIn: 22 / 25.4, heightIn: 14 / 25.4 });

  it('is an SVG in millimetres at the ordered size, made of paths only', () => {
    expect(tagsBalance(svg)).toBe(true);
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    expect(svg).toContain('viewBox="0 0 22 14"');
    expect(svg).toContain('width="22mm" height="14mm"');
    expect(svg).not.toMatch(/<text/);
    expect(svg.match(/<path /g)).toHaveLength(2);
  });

  it('draws each glyph’s outline in mm, y down from the top left', () => {
    // A's box 50..550 x 0..700 units -> 0..10 mm across, 14..0 mm down.
    expect(svg).toContain('<path d="M0 14L10 14L10 0L0 0Z"/>');
    // B starts 600 units (12 mm) further right.
    expect(svg).toContain('<path d="M12 14L22 14L22 0L12 0Z"/>');
  });

  it('keeps each line’s alignment and stays inside the viewBox', () => {
    const size = sizeForWidth(measured(['AB', 'A']), 4);
    for (const alignment of ['left', 'center', 'right'] as const) {
      const file = cutFileSvg(measured(['AB', 'A', 'lg.'], alignment), size);
      const [, w, h] = file.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/) ?? [];
      const all = [...file.matchAll(/ d="([^"]+)"/g)].flatMap(([, d]) => points(d ?? ''));
      expect(Math.min(...all.map(([x]) => x))).toBe(0);
      expect(Math.max(...all.map(([x]) => x))).toBeCloseTo(Number(w), 3);
      expect(Math.min(...all.map(([, y]) => y))).toBe(0);
      expect(Math.max(...all.map(([, y]) => y))).toBeCloseTo(Number(h), 3);
    }
    const right = cutFileSvg(measured(['AB', 'A'], 'right'), size);
    // The second line's A ends where the first line's B ends.
    const rights = [...right.matchAll(/ d="([^"]+)"/g)].map(([, d]) =>
      Math.max(...points(d ?? '').map(([x]) => x)),
    );
    expect(rights[2]).toBe(rights[1]);
  });
});
