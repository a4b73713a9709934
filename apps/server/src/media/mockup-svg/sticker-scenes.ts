import { ARTWORKS } from './artwork';
import { linear } from './defs';
import { geometry, outlineOf, roundedRectPath } from './geometry';
import { piece } from './piece';
import { heroSize, nextArtwork, type Scene, withShadow } from './scene';
import { el, g, SANS, textEl, translate } from './svg-markup';

/** Stickers, decals on paper and domes: one hero piece and a smaller companion. */
export function stickerScene(scene: Scene, dome: boolean): string {
  const { defs, material, artwork, variant, spec } = scene;
  const outline = outlineOf(spec.shape, variant);
  const big = geometry(outline, heroSize(outline, 340));
  const small = geometry(outline, heroSize(outline, 190));
  const third = geometry(outline, heroSize(outline, 120));
  const strength = dome ? 1.3 : 1;
  return (
    withShadow(
      defs,
      g(
        { transform: translate(835, 215, 9) },
        piece(defs, { geometry: small, material, artwork: nextArtwork(artwork, 1), dome }),
      ),
      strength,
    ) +
    withShadow(
      defs,
      g(
        { transform: translate(880, 450, -7) },
        piece(defs, {
          geometry: third,
          material,
          artwork: nextArtwork(artwork, 2),
          iconOnly: true,
          dome,
        }),
      ),
      strength,
    ) +
    withShadow(
      defs,
      g(
        { transform: translate(445, 312, -5) },
        piece(defs, { geometry: big, material, artwork, dome }),
      ),
      strength,
    )
  );
}

/** Several stickers kiss-cut on one backing sheet, one of them peeled off and lying beside it. */
export function sheetScene(scene: Scene): string {
  const { defs, material, artwork, variant, spec } = scene;
  const outline = outlineOf(spec.shape, variant);
  const wide = outline === 'rectangle' || outline === 'oval' || outline === 'cloud';
  const cols = wide ? 3 : 4;
  const rows = 3;
  const sheetW = 640;
  const sheetH = 450;
  const cellW = (sheetW - 60) / cols;
  const cellH = (sheetH - 90) / rows;
  const size = wide ? Math.min(cellW / 1.5, cellH / 0.98) : Math.min(cellW, cellH) * 0.84;
  const geo = geometry(outline, size);
  const backing = linear(
    defs,
    'backing',
    [0, 0, 0, 1],
    [
      { offset: 0, color: '#ffffff' },
      { offset: 1, color: '#f1f2f4' },
    ],
  );
  const cells: string[] = [];
  const missing = cols * rows - 2;
  // Neighbours differ across and down: skip one artwork per row when a row holds a whole cycle.
  const stride = cols % ARTWORKS.length === 0 ? cols + 1 : cols;
  const artworkStep = (row: number, col: number) => row * stride + col;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const index = row * cols + col;
      const x = -sheetW / 2 + 30 + cellW * (col + 0.5);
      const y = -sheetH / 2 + 66 + cellH * (row + 0.5);
      if (index === missing) {
        cells.push(
          g(
            { transform: translate(x, y) },
            el('path', {
              d: geo.d,
              fill: '#e9ebee',
              stroke: '#9aa3ae',
              'stroke-width': 1.2,
              'stroke-dasharray': '5 4',
            }),
          ),
        );
        continue;
      }
      cells.push(
        g(
          { transform: translate(x, y) },
          piece(defs, {
            geometry: geo,
            material,
            artwork: nextArtwork(artwork, artworkStep(row, col)),
            iconOnly: true,
          }),
          el('path', {
            d: geo.d,
            fill: 'none',
            stroke: '#1c2430',
            'stroke-opacity': 0.1,
            'stroke-width': 3,
            transform: 'scale(1.03)',
          }),
        ),
      );
    }
  }
  const sheet = g(
    { transform: translate(505, 316, -3) },
    el('path', { d: roundedRectPath(sheetW, sheetH, 14), fill: backing }),
    el('path', {
      d: roundedRectPath(sheetW, sheetH, 14),
      fill: 'none',
      stroke: '#1c2430',
      'stroke-opacity': 0.08,
    }),
    textEl(
      {
        x: -sheetW / 2 + 30,
        y: -sheetH / 2 + 36,
        'font-family': SANS,
        'font-size': 13,
        'font-weight': 700,
        'letter-spacing': 2.6,
        fill: '#8a94a1',
      },
      'PEEL & PRESS · STICKER SHEET',
    ),
    el('path', {
      d: `M${sheetW / 2 - 120} ${-sheetH / 2 + 32}h90`,
      stroke: '#c7ccd3',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    ...cells,
  );
  const loose = g(
    { transform: translate(945, 470, 14, 1.05) },
    piece(defs, {
      geometry: geo,
      material,
      artwork: nextArtwork(artwork, artworkStep(rows - 1, missing - (rows - 1) * cols)),
      iconOnly: true,
    }),
  );
  return withShadow(defs, sheet) + withShadow(defs, loose);
}
