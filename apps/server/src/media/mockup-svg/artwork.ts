import { type Defs, url } from './defs';
import { type Ink, mapInk, type Material } from './material';
import { darken } from './palette';
import {
  type Attrs,
  el,
  fitFontSize,
  g,
  num,
  SANS,
  textEl,
  textWidth,
  translate,
} from './svg-markup';

/** Artwork: icons drawn in a 100x100 box around (0, 0), wordmarks, and printing on a material. */

export const ARTWORKS = ['mountain', 'smiley', 'hello', 'bloom'] as const;
export type Artwork = (typeof ARTWORKS)[number];

export const WORDMARKS: Record<Artwork, { title: string; sub: string }> = {
  mountain: { title: 'PEEL & PRESS', sub: 'PRINT STUDIO' },
  smiley: { title: 'HELLO', sub: 'HAVE A NICE DAY' },
  hello: { title: 'PEEL & PRESS', sub: 'SAY HELLO' },
  bloom: { title: 'BLOOM', sub: 'FLOWER STUDIO' },
};

function icon(defs: Defs, artwork: Artwork, ink: Ink): string {
  switch (artwork) {
    case 'mountain': {
      const disc = defs.shared('clipdisc', (id) => el('clipPath', { id }, el('circle', { r: 50 })));
      return g(
        { 'clip-path': url(disc) },
        el('circle', { r: 50, fill: ink.soft }),
        el('circle', { cx: 17, cy: -14, r: 13, fill: ink.accent }),
        el('path', { d: 'M-62 40L-16 -20L6 8L24 -8L62 40Z', fill: ink.primary }),
        el('path', {
          d: 'M-16 -20L-26 -7L-20 -9L-15 -3L-9 -10L-6 -7Z',
          fill: ink.onPrimary,
        }),
        el('path', { d: 'M-62 26Q-22 12 8 26T62 22V60H-62Z', fill: ink.secondary }),
      );
    }
    case 'smiley':
      return g(
        {},
        el('circle', { r: 47, fill: ink.accent }),
        el('circle', { cx: -27, cy: 12, r: 8, fill: ink.blush, 'fill-opacity': 0.4 }),
        el('circle', { cx: 27, cy: 12, r: 8, fill: ink.blush, 'fill-opacity': 0.4 }),
        el('ellipse', { cx: -15, cy: -12, rx: 5.5, ry: 8.5, fill: ink.onAccent }),
        el('ellipse', { cx: 15, cy: -12, rx: 5.5, ry: 8.5, fill: ink.onAccent }),
        el('path', {
          d: 'M-22 9Q0 32 22 9',
          fill: 'none',
          stroke: ink.onAccent,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }),
      );
    case 'hello':
      return g(
        {},
        el('path', {
          d: 'M-32 -34H32A16 16 0 0 1 48 -18V12A16 16 0 0 1 32 28H-6L-26 46L-22 28H-32A16 16 0 0 1 -48 12V-18A16 16 0 0 1 -32 -34Z',
          fill: ink.primary,
        }),
        textEl(
          {
            y: 4.5,
            'text-anchor': 'middle',
            'font-family': SANS,
            'font-weight': 800,
            'font-size': 22,
            'letter-spacing': 0.5,
            fill: ink.onPrimary,
          },
          'HELLO',
        ),
        el('path', {
          d: 'M38 -40l6 -8M46 -30l9 -3M28 -44l1 -9',
          stroke: ink.accent,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }),
      );
    case 'bloom': {
      let petals = '';
      for (let i = 0; i < 8; i++) {
        petals += el('ellipse', {
          cy: -25,
          rx: 12.5,
          ry: 23,
          transform: `rotate(${i * 45})`,
          fill: i % 2 === 0 ? ink.primary : ink.secondary,
        });
      }
      return g(
        {},
        petals,
        el('circle', { r: 15, fill: ink.accent }),
        el('circle', { r: 6, fill: ink.onAccent, 'fill-opacity': 0.85 }),
      );
    }
  }
}

export function placedIcon(
  defs: Defs,
  artwork: Artwork,
  ink: Ink,
  x: number,
  y: number,
  size: number,
) {
  return g({ transform: translate(x, y, 0, size / 100) }, icon(defs, artwork, ink));
}

/** Icon plus wordmark, fitted into a w x h box around (0, 0): side by side when the box is wide. */
export function lockup(defs: Defs, artwork: Artwork, ink: Ink, w: number, h: number): string {
  const { title, sub } = WORDMARKS[artwork];
  const titleAttrs = (x: number, y: number, size: number, anchor: string): Attrs => ({
    x,
    y,
    'text-anchor': anchor,
    'font-family': SANS,
    'font-weight': 800,
    'font-size': size,
    'letter-spacing': num(size * 0.04),
    fill: ink.text,
  });
  const subAttrs = (x: number, y: number, size: number, anchor: string): Attrs => ({
    x,
    y,
    'text-anchor': anchor,
    'font-family': SANS,
    'font-weight': 600,
    'font-size': size,
    'letter-spacing': num(size * 0.22),
    fill: ink.text,
    'fill-opacity': 0.75,
  });
  if (w / h >= 1.45) {
    const iconSize = Math.min(h * 0.86, w * 0.36);
    const gap = iconSize * 0.14;
    const room = w - iconSize - gap;
    const titleSize = fitFontSize(title, room, h * 0.3, true, 0.04);
    const subSize = Math.min(titleSize * 0.42, fitFontSize(sub, room, 40, false, 0.22));
    const textW = Math.max(
      textWidth(title, titleSize, true, titleSize * 0.04),
      textWidth(sub, subSize, false, subSize * 0.22),
    );
    const left = -(iconSize + gap + textW) / 2;
    const textX = left + iconSize + gap;
    const blockH = titleSize * 0.72 + subSize * 1.6;
    const top = -blockH / 2;
    return (
      placedIcon(defs, artwork, ink, left + iconSize / 2, 0, iconSize) +
      textEl(titleAttrs(textX, top + titleSize * 0.72, titleSize, 'start'), title) +
      textEl(subAttrs(textX, top + blockH, subSize, 'start'), sub)
    );
  }
  const iconSize = Math.min(w * 0.66, h * 0.6);
  const titleSize = fitFontSize(title, w, h * 0.17, true, 0.04);
  const subSize = Math.min(titleSize * 0.46, fitFontSize(sub, w * 0.95, 40, false, 0.22));
  const gap = iconSize * 0.1;
  const total = iconSize + gap + titleSize * 0.72 + subSize * 1.7;
  const top = -total / 2;
  const titleY = top + iconSize + gap + titleSize * 0.72;
  return (
    placedIcon(defs, artwork, ink, 0, top + iconSize / 2, iconSize) +
    textEl(titleAttrs(0, titleY, titleSize, 'middle'), title) +
    textEl(subAttrs(0, titleY + subSize * 1.7, subSize, 'middle'), sub)
  );
}

/** Draws content in the material's inks; pressed in with light and shade when it is embossed. */
export function printed(material: Material, content: (ink: Ink) => string): string {
  const emboss = material.emboss;
  if (!emboss) return content(material.ink);
  const flat = (color: string) => mapInk(material.ink, (c) => (c === 'none' ? c : color));
  return (
    g({ transform: 'translate(-1.6 -1.6)', opacity: 0.95 }, content(flat(emboss.light))) +
    g({ transform: 'translate(1.6 1.6)', opacity: 0.42 }, content(flat(emboss.shade))) +
    content({
      ...mapInk(material.ink, (c) => (c === 'none' ? c : emboss.face)),
      onPrimary: darken(emboss.face, 0.12),
      onAccent: darken(emboss.face, 0.12),
    })
  );
}
