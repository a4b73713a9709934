/**
 * The colours the lettering designer paints with (spec 001 §3, §9). Plain vinyls are one flat
 * colour; gold, silver and bronze are drawn as gradients and hologram and full colour as
 * patterns (the spec's "custom colours"). Data only: the editor turns a paint into SVG.
 *
 * `catalogColorId` is the seeded catalog colour a design is priced with. A colour is offered on
 * a product only when the product sells that catalog colour (`letteringColoursFor`): the demo
 * lettering products (9, 22, 23) sell 3–9, so hologram (no catalog colour yet) and full colour
 * (colour 1, sold for printed stickers) are listed but not offered until the catalog sells them.
 */
import { CUSTOM_COLOUR_IDS, type CustomColourId } from './lettering-constants';

/** A stop of a gradient or a pattern: where along it (0..1) and which colour. */
export interface ColourStop {
  readonly offset: number;
  readonly hex: string;
}

export type LetteringPaint =
  | { readonly kind: 'solid'; readonly hex: string }
  /** A linear gradient across each letter, at this angle (degrees, 0 = left to right). */
  | { readonly kind: 'gradient'; readonly angleDeg: number; readonly stops: readonly ColourStop[] }
  /** A repeating pattern: the stops are its bands, the period its size in editor pixels. */
  | {
      readonly kind: 'pattern';
      readonly pattern: 'hologram' | 'full-color';
      readonly angleDeg: number;
      readonly periodPx: number;
      readonly stops: readonly ColourStop[];
    };

export interface LetteringColour {
  /** Stable slug, stored with a design. */
  readonly id: string;
  readonly name: string;
  readonly catalogColorId: number | null;
  readonly paint: LetteringPaint;
}

export const LETTERING_COLOURS: readonly LetteringColour[] = [
  { id: 'white', name: 'White', catalogColorId: 3, paint: { kind: 'solid', hex: '#FFFFFF' } },
  { id: 'black', name: 'Black', catalogColorId: 4, paint: { kind: 'solid', hex: '#111111' } },
  { id: 'red', name: 'Red', catalogColorId: 5, paint: { kind: 'solid', hex: '#C8102E' } },
  {
    id: 'navy-blue',
    name: 'Navy Blue',
    catalogColorId: 6,
    paint: { kind: 'solid', hex: '#1F2A52' },
  },
  {
    id: 'gold',
    name: 'Gold',
    catalogColorId: 7,
    paint: {
      kind: 'gradient',
      angleDeg: 90,
      stops: [
        { offset: 0, hex: '#F9E08B' },
        { offset: 0.45, hex: '#D4A63A' },
        { offset: 0.55, hex: '#B8862B' },
        { offset: 1, hex: '#F5D77A' },
      ],
    },
  },
  {
    id: 'silver',
    name: 'Silver',
    catalogColorId: 8,
    paint: {
      kind: 'gradient',
      angleDeg: 90,
      stops: [
        { offset: 0, hex: '#F2F3F5' },
        { offset: 0.45, hex: '#B9BCC1' },
        { offset: 0.55, hex: '#8E9196' },
        { offset: 1, hex: '#E6E8EA' },
      ],
    },
  },
  {
    id: 'bronze',
    name: 'Bronze',
    catalogColorId: 9,
    paint: {
      kind: 'gradient',
      angleDeg: 90,
      stops: [
        { offset: 0, hex: '#E3AD73' },
        { offset: 0.45, hex: '#B07338' },
        { offset: 0.55, hex: '#8C5A2B' },
        { offset: 1, hex: '#D59A5B' },
      ],
    },
  },
  {
    id: 'hologram',
    name: 'Hologram',
    catalogColorId: null,
    paint: {
      kind: 'pattern',
      pattern: 'hologram',
      angleDeg: 135,
      periodPx: 60,
      stops: [
        { offset: 0, hex: '#C6F1FF' },
        { offset: 0.25, hex: '#F6C8FF' },
        { offset: 0.5, hex: '#FFF3B8' },
        { offset: 0.75, hex: '#B8FFD9' },
        { offset: 1, hex: '#C6F1FF' },
      ],
    },
  },
  {
    id: 'full-color',
    name: 'Full Color',
    catalogColorId: 1,
    paint: {
      kind: 'pattern',
      pattern: 'full-color',
      angleDeg: 0,
      periodPx: 120,
      stops: [
        { offset: 0, hex: '#E4002B' },
        { offset: 0.2, hex: '#FF8200' },
        { offset: 0.4, hex: '#FFD100' },
        { offset: 0.6, hex: '#00A94F' },
        { offset: 0.8, hex: '#0072CE' },
        { offset: 1, hex: '#6A1B9A' },
      ],
    },
  },
];

const customColourIds: ReadonlySet<string> = new Set(CUSTOM_COLOUR_IDS);

/** Gold, silver, bronze, hologram and full colour: drawn with a gradient or a pattern. */
export function isCustomColour(colour: LetteringColour): colour is LetteringColour & {
  id: CustomColourId;
} {
  return customColourIds.has(colour.id);
}

export function letteringColourById(id: string): LetteringColour | undefined {
  return LETTERING_COLOURS.find((colour) => colour.id === id);
}

/** The colours a product can be ordered in, in the order of the list above. */
export function letteringColoursFor(productColorIds: readonly number[]): LetteringColour[] {
  const sold = new Set(productColorIds);
  return LETTERING_COLOURS.filter(
    (colour) => colour.catalogColorId !== null && sold.has(colour.catalogColorId),
  );
}
