import { linear } from './defs';
import { geometry, outlineOf, roundedRectPath } from './geometry';
import type { Material } from './material';
import { piece } from './piece';
import { heroSize, nextArtwork, type Scene, withShadow } from './scene';
import { el, g, translate } from './svg-markup';

/** Decals on a laptop lid. */
export function decalScene(scene: Scene): string {
  const { defs, material, artwork, variant, spec } = scene;
  const outline = outlineOf(spec.shape, variant);
  const darkLid = !material.dark && spec.look !== 'kraft';
  const lidFill = darkLid
    ? linear(
        defs,
        'lid',
        [0, 0, 1, 1],
        [
          { offset: 0, color: '#4a505a' },
          { offset: 1, color: '#2b3038' },
        ],
      )
    : linear(
        defs,
        'lid',
        [0, 0, 1, 1],
        [
          { offset: 0, color: '#eef0f3' },
          { offset: 1, color: '#c6cad0' },
        ],
      );
  const clear: Material =
    spec.look === 'transparent'
      ? { ...material, base: material.base.slice(1), ink: { ...material.ink, soft: 'none' } }
      : material;
  const lidW = 640;
  const lidH = 420;
  const big = geometry(outline, heroSize(outline, 250));
  const small = geometry(outline, heroSize(outline, 120));
  return withShadow(
    defs,
    g(
      { transform: translate(550, 300, -3) },
      el('path', { d: roundedRectPath(lidW, lidH, 28), fill: lidFill }),
      el('path', {
        d: roundedRectPath(lidW - 14, lidH - 14, 22),
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': darkLid ? 0.1 : 0.6,
        'stroke-width': 2,
      }),
      el('path', {
        d: roundedRectPath(lidW, lidH, 28),
        fill: linear(
          defs,
          'lidsheen',
          [0, 0, 1, 1],
          [
            { offset: 0, color: '#ffffff', opacity: 0.12 },
            { offset: 0.5, color: '#ffffff', opacity: 0 },
          ],
        ),
      }),
      g(
        { transform: translate(-60, 10, 0) },
        piece(defs, { geometry: big, material: clear, artwork }),
      ),
      g(
        { transform: translate(205, -120, 12) },
        piece(defs, {
          geometry: small,
          material: clear,
          artwork: nextArtwork(artwork, 1),
          iconOnly: true,
        }),
      ),
    ),
  );
}
