import { type Artwork, lockup, placedIcon, printed } from './artwork';
import { type Defs, linear, radial, url } from './defs';
import type { Geometry } from './geometry';
import type { Material } from './material';
import { el, g, num, translate } from './svg-markup';

/** One cut piece (sticker, label, decal), and the resin lens of a domed one. */

interface PieceOptions {
  geometry: Geometry;
  material: Material;
  artwork: Artwork;
  /** Icon only, no wordmark (small pieces). */
  iconOnly?: boolean;
  dome?: boolean;
}

/** One cut piece (a sticker, a label, a decal) around (0, 0): border, material, artwork, gloss. */
export function piece(defs: Defs, options: PieceOptions): string {
  const { geometry: geo, material } = options;
  const parts: string[] = [];
  if (geo.border > 0) {
    parts.push(
      el('path', {
        d: geo.d,
        fill: '#ffffff',
        stroke: '#1c2430',
        'stroke-opacity': 0.12,
        'stroke-width': num(geo.border * 2 + 2),
        'stroke-linejoin': 'round',
      }),
      el('path', {
        d: geo.d,
        fill: '#ffffff',
        stroke: '#ffffff',
        'stroke-width': num(geo.border * 2),
        'stroke-linejoin': 'round',
      }),
    );
  }
  for (const layer of material.base) {
    parts.push(el('path', { d: geo.d, fill: layer.fill, 'fill-opacity': layer.opacity }));
  }
  const clip = defs.shared(`clip${geo.key}`, (id) =>
    el('clipPath', { id }, el('path', { d: geo.d })),
  );
  const art = printed(material, (ink) =>
    options.iconOnly
      ? placedIcon(defs, options.artwork, ink, 0, 0, Math.min(geo.art.w, geo.art.h))
      : lockup(defs, options.artwork, ink, geo.art.w, geo.art.h),
  );
  parts.push(g({ 'clip-path': url(clip) }, g({ transform: translate(0, geo.art.dy) }, art)));
  for (const layer of material.over) {
    parts.push(el('path', { d: geo.d, fill: layer.fill, 'fill-opacity': layer.opacity }));
  }
  if (options.dome) parts.push(domeLayers(defs, geo, clip));
  parts.push(
    el('path', {
      d: geo.d,
      fill: 'none',
      stroke: material.edge.color,
      'stroke-opacity': material.edge.opacity,
      'stroke-width': material.edge.width,
    }),
  );
  return parts.join('');
}

/** The lens of resin on a domed sticker: darker towards the rim, a bright highlight on top. */
function domeLayers(defs: Defs, geo: Geometry, clip: string): string {
  const rim = radial(
    defs,
    'domerim',
    [0.5, 0.5, 0.6],
    [
      { offset: 0.62, color: '#0b1020', opacity: 0 },
      { offset: 0.9, color: '#0b1020', opacity: 0.14 },
      { offset: 1, color: '#0b1020', opacity: 0.32 },
    ],
  );
  const light = linear(
    defs,
    'domelight',
    [0, 0, 0, 1],
    [
      { offset: 0, color: '#ffffff', opacity: 0.9 },
      { offset: 0.55, color: '#ffffff', opacity: 0.25 },
      { offset: 1, color: '#ffffff', opacity: 0 },
    ],
  );
  const w = geo.width;
  const h = geo.height;
  // A specular streak along the upper left of the rim, and a broad soft reflection above.
  const arc = (from: number, to: number, k: number) => {
    const p = (a: number) =>
      `${num(Math.cos((a * Math.PI) / 180) * w * k)} ${num(Math.sin((a * Math.PI) / 180) * h * k)}`;
    return `M${p(from)}A${num(w * k)} ${num(h * k)} 0 0 1 ${p(to)}`;
  };
  return (
    el('path', { d: geo.d, fill: rim }) +
    g(
      { 'clip-path': url(clip) },
      el('ellipse', {
        cx: 0,
        cy: -h * 0.3,
        rx: w * 0.36,
        ry: h * 0.16,
        fill: light,
        'fill-opacity': 0.75,
      }),
      el('path', {
        d: arc(192, 250, 0.4),
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.85,
        'stroke-width': num(Math.min(w, h) * 0.028),
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: arc(20, 60, 0.41),
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.45,
        'stroke-width': num(Math.min(w, h) * 0.016),
        'stroke-linecap': 'round',
      }),
    ) +
    el('path', {
      d: geo.d,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.75,
      'stroke-width': 2.5,
      transform: `scale(${num((w - 6) / w)} ${num((h - 6) / h)})`,
    })
  );
}
