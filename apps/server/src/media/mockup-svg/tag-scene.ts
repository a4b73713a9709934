import { lockup, printed } from './artwork';
import { cardText } from './card-scene';
import { randomGenerator } from './defs';
import { circlePath, roundedPolygonPath, roundedRectPath } from './geometry';
import type { Ink, Layer } from './material';
import type { MockupShape } from './mockup-name';
import { darken, lighten } from './palette';
import { HEIGHT, type Scene, withShadow } from './scene';
import { el, g, num, translate } from './svg-markup';

/** Hang tags: front and back faces, the string through the hole, two tags hanging. */

/** A barcode of deterministic bars, `w` wide. */
function barcode(ink: Ink, x: number, y: number, w: number, h: number, seed: number): string {
  const random = randomGenerator(seed);
  let d = '';
  let at = 0;
  while (at < w) {
    const bar = 1 + Math.floor(random() * 3);
    if (at + bar > w) break;
    d += `M${num(x + at + bar / 2)} ${num(y)}v${num(h)}`;
    at += bar + 1 + Math.floor(random() * 3);
  }
  return el('path', { d, stroke: ink.text, 'stroke-width': 1.6 });
}

/** A hang tag around (0, 0) with its hole at (0, holeY), front or back. */
function tagFace(scene: Scene, side: 'front' | 'back', shape: MockupShape) {
  const { defs, material, artwork, variant } = scene;
  let outer: string;
  let w: number;
  let h: number;
  let holeY: number;
  switch (shape) {
    case 'circle':
      w = h = 300;
      outer = circlePath(150);
      holeY = -112;
      break;
    case 'square':
      w = h = 280;
      outer = roundedRectPath(w, h, 22);
      holeY = -h / 2 + 34;
      break;
    case 'oval':
      w = 250;
      h = 350;
      outer = circlePath(w / 2, h / 2);
      holeY = -h / 2 + 40;
      break;
    case 'rectangle':
      w = 230;
      h = 380;
      outer = roundedRectPath(w, h, 18);
      holeY = -h / 2 + 38;
      break;
    default: {
      w = 240;
      h = 400;
      const c = 44;
      outer = roundedPolygonPath(
        [
          [-w / 2 + c, -h / 2],
          [w / 2 - c, -h / 2],
          [w / 2, -h / 2 + c],
          [w / 2, h / 2],
          [-w / 2, h / 2],
          [-w / 2, -h / 2 + c],
        ],
        0.08,
      );
      holeY = -h / 2 + 44;
    }
  }
  const holeR = 11;
  const d = outer + circlePath(holeR, holeR, 0, holeY);
  const face = (layer: Layer) =>
    el('path', { d, fill: layer.fill, 'fill-opacity': layer.opacity, 'fill-rule': 'evenodd' });
  const artTop = holeY + 40;
  const artBottom = h / 2 - 26;
  const artH = artBottom - artTop;
  const artW = w * (shape === 'circle' || shape === 'oval' ? 0.66 : 0.78);
  const midY = (artTop + artBottom) / 2;
  const art = printed(material, (ink) => {
    if (side === 'front') {
      return g(
        { transform: translate(0, midY) },
        lockup(defs, artwork, ink, artW, Math.min(artH, artW * 1.25)),
      );
    }
    const lineX = -artW / 2;
    const rows = [
      ['STYLE', `No. 04${20 + variant}`],
      ['SIZE', 'M'],
      ['COLOUR', 'NATURAL'],
    ] as const;
    const rowGap = Math.min(24, artH / 9);
    const priceSize = Math.min(40, artW / 4.4);
    const codeH = Math.min(34, artH * 0.15);
    // Laid out from the first baseline down, then centred in the free area.
    const priceY = (rows.length - 1) * rowGap + rowGap * 0.9 + priceSize * 0.85;
    const codeY = priceY + priceSize * 0.35;
    const blockTop = -10;
    const blockBottom = codeY + codeH;
    let markup = '';
    rows.forEach(([label, value], i) => {
      const y = i * rowGap;
      markup +=
        cardText(
          ink,
          {
            x: lineX,
            y,
            'font-size': 11,
            'font-weight': 700,
            'letter-spacing': 1.6,
            'fill-opacity': 0.7,
          },
          label,
        ) + cardText(ink, { x: -lineX, y, 'font-size': 12, 'text-anchor': 'end' }, value);
    });
    markup += el('path', {
      d: `M${num(lineX)} ${num((rows.length - 1) * rowGap + rowGap * 0.55)}H${num(-lineX)}`,
      stroke: ink.text,
      'stroke-opacity': 0.35,
      'stroke-dasharray': '2 3',
    });
    markup += cardText(
      ink,
      {
        x: 0,
        y: priceY,
        'font-size': num(priceSize),
        'font-weight': 800,
        'text-anchor': 'middle',
      },
      `$${18 + variant * 3}.00`,
    );
    const codeW = Math.min(artW * 0.8, 150);
    markup += barcode(ink, -codeW / 2, codeY, codeW, codeH, variant);
    return g({ transform: translate(0, midY - (blockTop + blockBottom) / 2) }, markup);
  });
  const ring = el('circle', {
    cy: holeY,
    r: holeR + 6,
    fill: 'none',
    stroke: material.dark ? lighten(material.tone, 0.2) : darken(material.tone, 0.12),
    'stroke-width': 5,
  });
  return {
    markup:
      material.base.map(face).join('') +
      art +
      material.over.map(face).join('') +
      ring +
      el('path', {
        d,
        fill: 'none',
        stroke: material.edge.color,
        'stroke-opacity': material.edge.opacity,
        'stroke-width': material.edge.width,
      }),
    holeY,
    width: w,
    height: h,
  };
}

/** A twisted string from the hole of a tag (local coordinates) up past the top of the image. */
function tagString(holeY: number, sway: number): string {
  const twine = '#cdb38c';
  const d = `M0 ${holeY - 6}C${sway * 0.2} ${holeY - 90} ${sway} ${holeY - 140} ${sway * 1.2} ${holeY - 330}`;
  const loop = `M0 ${holeY + 6}C-18 ${holeY + 4} -20 ${holeY - 30} ${sway * 0.15 - 4} ${holeY - 60}`;
  const strand = (path: string) =>
    el('path', {
      d: path,
      fill: 'none',
      stroke: darken(twine, 0.25),
      'stroke-width': 5.5,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: path,
      fill: 'none',
      stroke: twine,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: path,
      fill: 'none',
      stroke: lighten(twine, 0.5),
      'stroke-width': 1.6,
      'stroke-dasharray': '3 4',
      'stroke-linecap': 'round',
    });
  return strand(d) + strand(loop);
}

export function tagScene(scene: Scene): string {
  const { defs, spec } = scene;
  const side = spec.shape === 'back' ? 'back' : 'front';
  const behindSide = side === 'back' ? 'front' : 'back';
  const behind = tagFace(scene, behindSide, spec.shape);
  const front = tagFace(scene, side, spec.shape);
  const place = (x: number, y: number, angle: number, tag: typeof front, sway: number) =>
    withShadow(
      defs,
      g({ transform: translate(x, y, angle) }, tag.markup, tagString(tag.holeY, sway)),
    );
  const y = HEIGHT / 2 + 40;
  const spread = front.width / 2 + 24;
  return place(560 + spread, y + 10, 10, behind, -30) + place(560 - spread, y, -6, front, 40);
}
