import { type Defs, linear, pattern, randomGenerator, type Stop } from './defs';
import { lighten, mix, type Palette } from './palette';
import { el, num } from './svg-markup';

/** What a material is made of (its layers, edge and inks) and the layers several share. */

/** The colours artwork is printed in on a material. Any of them may be a paint (`url(#…)`). */
export interface Ink {
  primary: string;
  secondary: string;
  accent: string;
  /** Text and line work on the material. */
  text: string;
  /** Background discs and panels; 'none' to let the material show. */
  soft: string;
  /** Details drawn on top of primary fills (a snow cap, the word in a speech bubble). */
  onPrimary: string;
  /** Details drawn on top of accent fills (a smiley's eyes). */
  onAccent: string;
  /** A smiley's cheeks. */
  blush: string;
}

export interface Layer {
  fill: string;
  opacity?: number;
}

export interface Material {
  /** Fills of the face, bottom first. */
  base: Layer[];
  /** Fills over the artwork (gloss). */
  over: Layer[];
  edge: { color: string; opacity: number; width: number };
  ink: Ink;
  /** Artwork pressed into the material instead of printed on it. */
  emboss?: { face: string; light: string; shade: string };
  /** The colour of the face, for things drawn next to it (a tag's reinforcement ring). */
  tone: string;
  /** Light or dark face: decides what goes around it. */
  dark: boolean;
}

export function fullColourInk(palette: Palette, surface: string): Ink {
  return {
    primary: palette.primary,
    secondary: palette.secondary,
    accent: palette.accent,
    text: palette.ink,
    soft: mix(palette.primary, surface, 0.86),
    onPrimary: surface === 'none' ? '#ffffff' : lighten(surface, 0.6),
    onAccent: palette.ink,
    blush: '#ff6f7d',
  };
}

export function mapInk(ink: Ink, paint: (color: string) => string): Ink {
  return {
    primary: paint(ink.primary),
    secondary: paint(ink.secondary),
    accent: paint(ink.accent),
    text: paint(ink.text),
    soft: paint(ink.soft),
    onPrimary: paint(ink.onPrimary),
    onAccent: paint(ink.onAccent),
    blush: paint(ink.blush),
  };
}

export function glossLayer(defs: Defs, strength: number): Layer {
  return {
    fill: linear(
      defs,
      `gloss${strength}`,
      [0, 0, 1, 1],
      [
        { offset: 0, color: '#ffffff', opacity: 0.5 * strength },
        { offset: 0.28, color: '#ffffff', opacity: 0.12 * strength },
        { offset: 0.4, color: '#ffffff', opacity: 0 },
        { offset: 0.58, color: '#ffffff', opacity: 0 },
        { offset: 0.64, color: '#ffffff', opacity: 0.22 * strength },
        { offset: 0.7, color: '#ffffff', opacity: 0 },
        { offset: 1, color: '#ffffff', opacity: 0 },
      ],
    ),
  };
}

export function brushedLayer(defs: Defs): Layer {
  const random = randomGenerator(7);
  let lines = '';
  for (let i = 0; i < 60; i++) {
    const y = num(random() * 60);
    const light = random() > 0.45;
    const x = random() * 160;
    lines += el('path', {
      d: `M${num(x)} ${y}h${num(60 + random() * 180)}`,
      stroke: light ? '#ffffff' : '#000000',
      'stroke-opacity': num(light ? 0.08 + random() * 0.12 : 0.02 + random() * 0.04),
      'stroke-width': num(0.3 + random() * 0.5),
    });
  }
  return { fill: pattern(defs, 'brushed', [240, 60], lines, { patternTransform: 'rotate(-8)' }) };
}

export function metalStops(colors: readonly string[]): Stop[] {
  return colors.map((color, i) => ({ offset: i / (colors.length - 1), color }));
}

export const SILVER = ['#8e949b', '#e9ecef', '#b4b9bf', '#fbfcfd', '#9ea4ab', '#d4d8dc', '#aeb3b9'];
export const GOLD = ['#9c6f1e', '#f3d98a', '#c4963a', '#fff0b8', '#a97a22', '#e4bf62', '#b38428'];

export function metalPaint(defs: Defs, name: string, colors: readonly string[]): string {
  return linear(defs, name, [0, 0, 1, 0.7], metalStops(colors));
}
