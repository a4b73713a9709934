import { linear, url } from './defs';
import { geometry, outlineOf } from './geometry';
import { piece } from './piece';
import { nextArtwork, type Scene, WIDTH, withShadow } from './scene';
import { el, g, translate } from './svg-markup';

/** A roll of labels standing on its end, the liner unrolled to the right with labels on it. */
export function rollScene(scene: Scene): string {
  const { defs, material, artwork, variant, spec } = scene;
  const outline = outlineOf(spec.shape, variant);
  const cx = 230;
  const R = 165;
  const ry = 46;
  const top = 150;
  const H = 280;
  const bottom = top + H;
  const wide = outline === 'rectangle' || outline === 'oval' || outline === 'cloud';
  const size = wide ? 190 : 215;
  const geo = geometry(outline, size);
  const pitch = Math.max(geo.width + 56, 250);

  const side = linear(
    defs,
    'rollside',
    [0, 0, 1, 0],
    [
      { offset: 0, color: '#cfd2d6' },
      { offset: 0.25, color: '#f4f5f6' },
      { offset: 0.55, color: '#ffffff' },
      { offset: 1, color: '#d9dcdf' },
    ],
  );
  const shade = linear(
    defs,
    'rollshade',
    [0, 0, 1, 0],
    [
      { offset: 0, color: '#1c2430', opacity: 0.32 },
      { offset: 0.35, color: '#1c2430', opacity: 0.06 },
      { offset: 0.6, color: '#1c2430', opacity: 0 },
      { offset: 1, color: '#1c2430', opacity: 0.12 },
    ],
  );
  const liner = linear(
    defs,
    'liner',
    [0, 0, 0, 1],
    [
      { offset: 0, color: '#ffffff' },
      { offset: 1, color: '#eef0f2' },
    ],
  );
  const core = linear(
    defs,
    'core',
    [0, 0, 1, 1],
    [
      { offset: 0, color: '#c99d6d' },
      { offset: 1, color: '#9c7047' },
    ],
  );
  const bodyPath = `M${cx - R} ${top}V${bottom}A${R} ${ry} 0 0 0 ${cx + R} ${bottom}V${top}Z`;
  const bodyClip = defs.id('rollbody');
  defs.add(el('clipPath', { id: bodyClip }, el('path', { d: bodyPath })));

  let rings = '';
  for (let r = R - 9; r > 70; r -= 9) {
    rings += el('ellipse', {
      cx,
      cy: top,
      rx: r,
      ry: (ry * r) / R,
      fill: 'none',
      stroke: '#c9ccd1',
      'stroke-opacity': 0.55,
      'stroke-width': 1,
    });
  }
  const wrapped = g(
    { 'clip-path': url(bodyClip) },
    g(
      { transform: `translate(${cx - R * 0.52} ${top + H / 2 + ry * 0.35}) scale(0.55 1)` },
      piece(defs, { geometry: geo, material, artwork: nextArtwork(artwork, 3), iconOnly: true }),
    ),
  );
  const roll = g(
    {},
    el('path', { d: bodyPath, fill: side }),
    wrapped,
    el('path', { d: bodyPath, fill: shade }),
    el('ellipse', {
      cx,
      cy: top,
      rx: R,
      ry,
      fill: '#f7f7f5',
      stroke: '#b9bec5',
      'stroke-width': 1,
    }),
    rings,
    el('ellipse', { cx, cy: top, rx: 66, ry: (ry * 66) / R, fill: core }),
    el('ellipse', { cx, cy: top + 2, rx: 52, ry: (ry * 52) / R, fill: '#5d4128' }),
    el('ellipse', {
      cx,
      cy: top + 5,
      rx: 50,
      ry: (ry * 46) / R,
      fill: '#3e2a18',
      'fill-opacity': 0.6,
    }),
  );

  const stripTop = top + ry;
  const labels: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = cx + 150 + geo.width / 2 + i * pitch;
    if (x - geo.width / 2 > WIDTH) break;
    labels.push(
      g(
        { transform: translate(x, stripTop + H / 2) },
        piece(defs, { geometry: geo, material, artwork: nextArtwork(artwork, i), iconOnly: !wide }),
      ),
    );
  }
  const strip = g(
    {},
    el('rect', { x: cx, y: stripTop, width: WIDTH - cx + 20, height: H, fill: liner }),
    el('path', {
      d: `M${cx} ${stripTop + 0.5}H${WIDTH + 20}M${cx} ${stripTop + H - 0.5}H${WIDTH + 20}`,
      stroke: '#1c2430',
      'stroke-opacity': 0.1,
    }),
    el('rect', {
      x: cx,
      y: stripTop,
      width: 26,
      height: H,
      fill: linear(
        defs,
        'stripfold',
        [0, 0, 1, 0],
        [
          { offset: 0, color: '#1c2430', opacity: 0.16 },
          { offset: 1, color: '#1c2430', opacity: 0 },
        ],
      ),
    }),
    ...labels,
  );
  return withShadow(defs, roll + strip);
}
