/**
 * Product mockup pictures for the storefront, drawn as SVG from nothing but their file name.
 *
 * Name grammar (the file name without `.svg`; lowercase, parts joined by "-"):
 *
 *   name    = kind "-" look "-" shape [ "-" variant ]
 *   kind    = "sticker" | "sheet" | "roll" | "card" | "tag" | "lettering" | "decal" | "dome"
 *   look    = "white-vinyl" | "transparent" | "silver" | "gold" | "kraft" | "art-paper"
 *           | "classic-paper" | "embossed" | "foil" | "hologram" | "pvc" | "matte"
 *           | "royal-white" | "standard-matte"
 *   shape   = "circle" | "square" | "rectangle" | "oval" | "die-cut"   (sticker, sheet, roll, decal, dome)
 *           | "front" | "back"                                          (card)
 *           | "front" | "back" | "circle" | "square" | "rectangle" | "oval"  (tag)
 *           | "script" | "block"                                        (lettering)
 *   variant = "1" .. "9"   (palette and artwork; left out, one is derived from the rest of the name)
 *
 * A kind never contains "-", and no look is a prefix of another look followed by "-", so a name is
 * read left to right without backtracking: the kind up to the first "-", then the one look the rest
 * starts with, then a shape and an optional one-digit variant. Every look goes with every kind.
 * Only the canonical spelling parses (`formatMockupName(parseMockupName(n)) === n`), so one picture
 * has one URL.
 *
 * The pictures are 1100x619 (the site's image size). Every id is prefixed with a hash of the name,
 * so several of them can be inlined into one page; they reference nothing outside themselves.
 * This module is the grammar; render-mockup.ts draws a parsed name, one module per scene.
 */

export const MOCKUP_KINDS = [
  'sticker',
  'sheet',
  'roll',
  'card',
  'tag',
  'lettering',
  'decal',
  'dome',
] as const;
export type MockupKind = (typeof MOCKUP_KINDS)[number];

export const MOCKUP_LOOKS = [
  'white-vinyl',
  'transparent',
  'silver',
  'gold',
  'kraft',
  'art-paper',
  'classic-paper',
  'embossed',
  'foil',
  'hologram',
  'pvc',
  'matte',
  'royal-white',
  'standard-matte',
] as const;
export type MockupLook = (typeof MOCKUP_LOOKS)[number];

export const MOCKUP_SHAPES = [
  'circle',
  'square',
  'rectangle',
  'oval',
  'die-cut',
  'front',
  'back',
  'script',
  'block',
] as const;
export type MockupShape = (typeof MOCKUP_SHAPES)[number];

export interface MockupSpec {
  kind: MockupKind;
  look: MockupLook;
  shape: MockupShape;
  /** 1..9: palette and artwork. Left out, one is derived from kind, look and shape. */
  variant?: number;
}

const CUT_SHAPES = ['circle', 'square', 'rectangle', 'oval', 'die-cut'] as const;

/** The shapes each kind is drawn in; the first is its default. */
export const MOCKUP_SHAPES_BY_KIND: Readonly<Record<MockupKind, readonly MockupShape[]>> = {
  sticker: CUT_SHAPES,
  sheet: CUT_SHAPES,
  roll: CUT_SHAPES,
  card: ['front', 'back'],
  tag: ['front', 'back', 'circle', 'square', 'rectangle', 'oval'],
  lettering: ['script', 'block'],
  decal: CUT_SHAPES,
  dome: CUT_SHAPES,
};

export const MOCKUP_VARIANT_COUNT = 9;

export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Turns a file name without `.svg` into a spec, or null when it is not a canonical mockup name. */
export function parseMockupName(name: string): MockupSpec | null {
  const dash = name.indexOf('-');
  if (dash < 0) return null;
  const kind = name.slice(0, dash);
  if (!isOneOf(MOCKUP_KINDS, kind)) return null;
  const afterKind = name.slice(dash + 1);
  const look = MOCKUP_LOOKS.find((candidate) => afterKind.startsWith(`${candidate}-`));
  if (!look) return null;
  const rest = afterKind.slice(look.length + 1);
  const match = /^([a-z]+(?:-[a-z]+)?)(?:-([1-9]))?$/.exec(rest);
  if (!match) return null;
  const shape = match[1] ?? '';
  if (!isOneOf(MOCKUP_SHAPES_BY_KIND[kind], shape)) return null;
  const spec: MockupSpec = { kind, look, shape };
  if (match[2] !== undefined) spec.variant = Number(match[2]);
  return spec;
}

/** The canonical file name (without `.svg`) of a spec. */
export function formatMockupName(spec: MockupSpec): string {
  const base = `${spec.kind}-${spec.look}-${spec.shape}`;
  return spec.variant === undefined ? base : `${base}-${spec.variant}`;
}

/** Every kind, look and shape combination that parses (without a variant): for tests and prerendering. */
export function allMockupSpecs(): MockupSpec[] {
  return MOCKUP_KINDS.flatMap((kind) =>
    MOCKUP_LOOKS.flatMap((look) =>
      MOCKUP_SHAPES_BY_KIND[kind].map((shape): MockupSpec => ({ kind, look, shape })),
    ),
  );
}
