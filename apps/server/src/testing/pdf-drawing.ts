/**
 * What a PDF page paints, read back with pdf.js's operator list: each filled path with the paint
 * it is filled with and its box on the page. Enough to check that outlines were drawn, in which
 * colour, where and in what proportions, without rendering pixels.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// As in pdf-text.ts: without it pdf.js warns about the built-in fonts on every page.
const standardFontDataUrl =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

type Matrix = [number, number, number, number, number, number];

export interface FilledPath {
  /** '#rrggbb' for a flat colour, 'shading' for a gradient. */
  fill: string;
  /** The path's box in page points, y down from the top of the page. */
  box: { left: number; top: number; right: number; bottom: number };
}

const FILLS: ReadonlySet<number> = new Set([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
]);

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** The filled paths of page `pageNumber`, in the order they are painted. */
export async function pdfFilledPaths(
  data: Buffer | Uint8Array,
  pageNumber = 1,
): Promise<FilledPath[]> {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  try {
    const page = await pdf.getPage(pageNumber);
    const height = page.getViewport({ scale: 1 }).height;
    const { fnArray, argsArray } = await page.getOperatorList();
    const filled: FilledPath[] = [];
    let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, fill: '#000000' };
    const saved: (typeof state)[] = [];
    fnArray.forEach((fn, i) => {
      const args = argsArray[i] as unknown[];
      if (fn === OPS.save) saved.push({ ...state });
      else if (fn === OPS.restore) state = saved.pop() ?? state;
      else if (fn === OPS.transform) state.ctm = multiply(state.ctm, args as Matrix);
      else if (fn === OPS.setFillRGBColor) state.fill = String(args[0]).toLowerCase();
      else if (fn === OPS.setFillColorN && args[0] === 'Shading') state.fill = 'shading';
      else if (fn === OPS.constructPath && FILLS.has(args[0] as number)) {
        const [minX, minY, maxX, maxY] = Array.from(args[2] as ArrayLike<number>);
        const corners = [
          [minX, minY],
          [maxX, maxY],
        ].map(([x = 0, y = 0]) => {
          const [a, b, c, d, e, f] = state.ctm;
          return [a * x + c * y + e, height - (b * x + d * y + f)] as const;
        });
        const xs = corners.map(([x]) => x);
        const ys = corners.map(([, y]) => y);
        filled.push({
          fill: state.fill,
          box: {
            left: Math.min(...xs),
            top: Math.min(...ys),
            right: Math.max(...xs),
            bottom: Math.max(...ys),
          },
        });
      }
    });
    return filled;
  } finally {
    await pdf.destroy();
  }
}

/** The box around several paths' boxes. */
export function unionBox(paths: readonly FilledPath[]): FilledPath['box'] {
  return {
    left: Math.min(...paths.map((p) => p.box.left)),
    top: Math.min(...paths.map((p) => p.box.top)),
    right: Math.max(...paths.map((p) => p.box.right)),
    bottom: Math.max(...paths.map((p) => p.box.bottom)),
  };
}
