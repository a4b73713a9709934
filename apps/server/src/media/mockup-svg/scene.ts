import { type Artwork, ARTWORKS } from './artwork';
import { type Defs, pattern, radial, shadowFilter } from './defs';
import type { Outline } from './geometry';
import type { Material } from './material';
import type { MockupSpec } from './mockup-name';
import { lighten, mix, type Palette } from './palette';
import { el, g } from './svg-markup';

/** What every scene draws with: the picture's size, its backdrop and shared placement rules. */

export interface Scene {
  defs: Defs;
  palette: Palette;
  material: Material;
  artwork: Artwork;
  variant: number;
  spec: MockupSpec;
}

export const WIDTH = 1100;
export const HEIGHT = 619;

export function backdrop(scene: Scene): string {
  const { defs, palette } = scene;
  const fill = radial(
    defs,
    'backdrop',
    [0.5, 0.42, 0.75],
    [
      { offset: 0, color: lighten(palette.background, 0.55) },
      { offset: 1, color: mix(palette.background, palette.primary, 0.06) },
    ],
  );
  const dots = pattern(
    defs,
    'dots',
    [18, 18],
    el('circle', { cx: 9, cy: 9, r: 1.6, fill: palette.ink, 'fill-opacity': 0.12 }),
  );
  return (
    el('rect', { width: WIDTH, height: HEIGHT, fill }) +
    el('circle', { cx: 990, cy: 70, r: 230, fill: palette.primary, 'fill-opacity': 0.08 }) +
    el('circle', { cx: 80, cy: 600, r: 200, fill: palette.secondary, 'fill-opacity': 0.08 }) +
    el('rect', { x: 54, y: 44, width: 162, height: 108, fill: dots }) +
    el('rect', { x: 900, y: 470, width: 144, height: 108, fill: dots })
  );
}

export function withShadow(defs: Defs, markup: string, strength = 1): string {
  return g({ filter: shadowFilter(defs, strength) }, markup);
}

export function nextArtwork(artwork: Artwork, step: number): Artwork {
  return ARTWORKS[(ARTWORKS.indexOf(artwork) + step) % ARTWORKS.length] ?? artwork;
}

export function heroSize(outline: Outline, base: number): number {
  return outline === 'rectangle' || outline === 'oval' || outline === 'cloud' ? base * 0.82 : base;
}
