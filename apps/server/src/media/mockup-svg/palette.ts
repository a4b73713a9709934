/** Colours: mixing, and the nine palettes a mockup's variant picks from. */

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgbOf(a);
  const [br, bg, bb] = rgbOf(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

export interface Palette {
  background: string;
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
}

export const PALETTES: readonly Palette[] = [
  {
    background: '#fbe9e3',
    primary: '#ff6b57',
    secondary: '#1f9e94',
    accent: '#ffc145',
    ink: '#23323f',
  },
  {
    background: '#e4eefa',
    primary: '#2f80ed',
    secondary: '#f2994a',
    accent: '#f6c945',
    ink: '#1d2b3a',
  },
  {
    background: '#e3f3ea',
    primary: '#17a673',
    secondary: '#ff8a3d',
    accent: '#ffc83d',
    ink: '#1e3a34',
  },
  {
    background: '#ece8fa',
    primary: '#7b5cf0',
    secondary: '#ff7eb3',
    accent: '#ffd166',
    ink: '#2a2145',
  },
  {
    background: '#fcf1da',
    primary: '#f08a24',
    secondary: '#2a9d8f',
    accent: '#ffd23f',
    ink: '#3b2a14',
  },
  {
    background: '#f9e5ec',
    primary: '#e84a7f',
    secondary: '#3d5a80',
    accent: '#ffc857',
    ink: '#2b2d42',
  },
  {
    background: '#e8eee3',
    primary: '#4f8a4c',
    secondary: '#e07a5f',
    accent: '#f2cc5b',
    ink: '#23301f',
  },
  {
    background: '#def1f3',
    primary: '#0f7c90',
    secondary: '#ff8c42',
    accent: '#ffd23f',
    ink: '#14323a',
  },
  {
    background: '#e9ecf2',
    primary: '#ef6f6c',
    secondary: '#465775',
    accent: '#f7b074',
    ink: '#1f2633',
  },
];
