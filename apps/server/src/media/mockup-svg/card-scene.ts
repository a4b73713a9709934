import { type Artwork, lockup, placedIcon, printed, WORDMARKS } from './artwork';
import type { Defs } from './defs';
import { roundedRectPath } from './geometry';
import type { Ink, Material } from './material';
import { type Scene, withShadow } from './scene';
import { type Attrs, el, g, SANS, textEl, translate } from './svg-markup';

/** Business cards: the printed face and two cards lying on the backdrop. */

export function cardText(ink: Ink, attrs: Attrs, content: string): string {
  return textEl({ 'font-family': SANS, fill: ink.text, ...attrs }, content);
}

const PEOPLE = [
  ['Alex Morgan', 'Creative Director'],
  ['Sam Rivera', 'Founder'],
  ['Jordan Lee', 'Studio Manager'],
] as const;

/** A business card's printed face, around (0, 0). */
function cardFace(
  defs: Defs,
  material: Material,
  artwork: Artwork,
  side: 'front' | 'back',
  variant: number,
) {
  const w = 540;
  const h = (w * 2) / 3.5;
  const d = roundedRectPath(w, h, 10);
  const base = material.base.map((layer) =>
    el('path', { d, fill: layer.fill, 'fill-opacity': layer.opacity }),
  );
  const person = PEOPLE[(variant - 1) % PEOPLE.length] ?? PEOPLE[0];
  const art = printed(material, (ink) => {
    if (side === 'back') return lockup(defs, artwork, ink, w * 0.5, h * 0.62);
    const left = -w / 2 + 40;
    const right = w / 2 - 40;
    return (
      placedIcon(defs, artwork, ink, left + 34, -h / 2 + 72, 68) +
      [ink.primary, ink.secondary, ink.accent]
        .map((fill, i) =>
          el('rect', {
            x: right - 78 + i * 28,
            y: -h / 2 + 40,
            width: 22,
            height: 5,
            rx: 2.5,
            fill,
          }),
        )
        .join('') +
      cardText(
        ink,
        {
          x: left + 84,
          y: -h / 2 + 70,
          'font-size': 21,
          'font-weight': 800,
          'letter-spacing': 1.2,
        },
        WORDMARKS[artwork].title,
      ) +
      cardText(
        ink,
        {
          x: left + 84,
          y: -h / 2 + 90,
          'font-size': 10,
          'font-weight': 600,
          'letter-spacing': 2.4,
          'fill-opacity': 0.7,
        },
        WORDMARKS[artwork].sub,
      ) +
      cardText(ink, { x: left, y: h / 2 - 78, 'font-size': 25, 'font-weight': 700 }, person[0]) +
      el('rect', { x: left, y: h / 2 - 64, width: 36, height: 3, rx: 1.5, fill: ink.primary }) +
      cardText(
        ink,
        { x: left, y: h / 2 - 38, 'font-size': 13, 'letter-spacing': 0.6, 'fill-opacity': 0.75 },
        person[1],
      ) +
      cardText(
        ink,
        { x: right, y: h / 2 - 78, 'font-size': 12.5, 'text-anchor': 'end', 'fill-opacity': 0.8 },
        'hello@peelandpress.com',
      ) +
      cardText(
        ink,
        { x: right, y: h / 2 - 58, 'font-size': 12.5, 'text-anchor': 'end', 'fill-opacity': 0.8 },
        '+1 (555) 014-2290',
      ) +
      cardText(
        ink,
        { x: right, y: h / 2 - 38, 'font-size': 12.5, 'text-anchor': 'end', 'font-weight': 700 },
        'peelandpress.com',
      )
    );
  });
  return (
    base.join('') +
    art +
    material.over
      .map((layer) => el('path', { d, fill: layer.fill, 'fill-opacity': layer.opacity }))
      .join('') +
    el('path', {
      d,
      fill: 'none',
      stroke: material.edge.color,
      'stroke-opacity': material.edge.opacity,
      'stroke-width': material.edge.width,
    })
  );
}

export function cardScene(scene: Scene): string {
  const { defs, material, artwork, variant, spec } = scene;
  const top = spec.shape === 'back' ? 'back' : 'front';
  const under = top === 'back' ? 'front' : 'back';
  return (
    withShadow(
      defs,
      g({ transform: translate(700, 345, 8) }, cardFace(defs, material, artwork, under, variant)),
    ) +
    withShadow(
      defs,
      g({ transform: translate(420, 292, -6) }, cardFace(defs, material, artwork, top, variant)),
    )
  );
}
