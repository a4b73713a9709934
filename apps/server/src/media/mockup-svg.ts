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

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
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

// ---------------------------------------------------------------------------------------------
// Labels (the <title>)

const KIND_LABEL: Record<MockupKind, string> = {
  sticker: 'Sticker',
  sheet: 'Sticker sheet',
  roll: 'Labels on a roll',
  card: 'Business card',
  tag: 'Hang tag',
  lettering: 'Vinyl lettering',
  decal: 'Decal',
  dome: 'Domed sticker',
};

const LOOK_LABEL: Record<MockupLook, string> = {
  'white-vinyl': 'white vinyl',
  transparent: 'transparent',
  silver: 'silver',
  gold: 'gold',
  kraft: 'kraft paper',
  'art-paper': 'art paper',
  'classic-paper': 'classic paper',
  embossed: 'embossed',
  foil: 'foil',
  hologram: 'hologram',
  pvc: 'PVC',
  matte: 'matte',
  'royal-white': 'royal white',
  'standard-matte': 'standard matte',
};

const SHAPE_LABEL: Record<MockupShape, string> = {
  circle: 'circle',
  square: 'square',
  rectangle: 'rectangle',
  oval: 'oval',
  'die-cut': 'die-cut',
  front: 'front',
  back: 'back',
  script: 'script lettering',
  block: 'block lettering',
};

// ---------------------------------------------------------------------------------------------
// Markup helpers

type AttrValue = string | number | undefined;
type Attrs = Record<string, AttrValue>;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** An element; attribute values are escaped, children are markup already. */
function el(tag: string, attrs: Attrs, ...children: string[]): string {
  let open = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    open += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return children.length === 0 ? `${open}/>` : `${open}>${children.join('')}</${tag}>`;
}

function textEl(attrs: Attrs, content: string): string {
  return el('text', attrs, escapeXml(content));
}

function g(attrs: Attrs, ...children: string[]): string {
  return el('g', attrs, ...children);
}

function translate(x: number, y: number, rotate = 0, scale = 1): string {
  let transform = `translate(${num(x)} ${num(y)})`;
  if (rotate !== 0) transform += ` rotate(${num(rotate)})`;
  if (scale !== 1) transform += ` scale(${num(scale)})`;
  return transform;
}

const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const SCRIPT =
  "'Snell Roundhand', 'Segoe Script', 'Brush Script MT', 'Lucida Handwriting', Georgia, serif";

/** Rough advance widths (in em) of Helvetica/Arial, enough to size text so that it fits. */
function textWidth(text: string, fontSize: number, bold: boolean, letterSpacing = 0): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ' || ch === '.' || ch === ',' || ch === ':' || ch === '/' || ch === '·')
      em += 0.28;
    else if (ch === 'I' || ch === 'i' || ch === 'l' || ch === 'j') em += 0.28;
    else if (ch === 'M' || ch === 'W' || ch === 'm' || ch === 'w') em += bold ? 0.9 : 0.84;
    else if (ch === '@') em += 1.0;
    else if (ch >= 'A' && ch <= 'Z') em += bold ? 0.72 : 0.67;
    else if (ch === '&') em += 0.72;
    else if (ch >= '0' && ch <= '9') em += 0.56;
    else if (ch === '(' || ch === ')' || ch === '-' || ch === 'r' || ch === 't' || ch === 'f')
      em += 0.36;
    else em += bold ? 0.6 : 0.54;
  }
  return em * fontSize + letterSpacing * Math.max(0, [...text].length - 1);
}

/** The font size at which a text fills `width`, capped at `max`. */
function fitFontSize(text: string, width: number, max: number, bold: boolean, spacingEm = 0) {
  const perUnit = textWidth(text, 1, bold) + spacingEm * Math.max(0, [...text].length - 1);
  return Math.min(max, width / perUnit);
}

// ---------------------------------------------------------------------------------------------
// Colours

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgbOf(a);
  const [br, bg, bb] = rgbOf(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
const darken = (color: string, t: number) => mix(color, '#000000', t);

interface Palette {
  background: string;
  primary: string;
  secondary: string;
  accent: string;
  ink: string;
}

const PALETTES: readonly Palette[] = [
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

// ---------------------------------------------------------------------------------------------
// Ids and shared definitions

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small deterministic random generator (mulberry32), so textures are the same every time. */
function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Defs {
  private readonly markup: string[] = [];
  private readonly byKey = new Map<string, string>();
  private count = 0;

  constructor(readonly prefix: string) {}

  /** A fresh id for a definition this caller adds itself. */
  id(name: string): string {
    this.count += 1;
    return `${this.prefix}-${name}${this.count}`;
  }

  /** Adds a definition once per key; returns its id. */
  shared(key: string, build: (id: string) => string): string {
    const known = this.byKey.get(key);
    if (known) return known;
    const id = this.id(key.replace(/[^a-z0-9]/gi, '').slice(0, 12) || 'd');
    this.byKey.set(key, id);
    this.markup.push(build(id));
    return id;
  }

  add(markup: string): void {
    this.markup.push(markup);
  }

  toString(): string {
    return this.markup.join('');
  }
}

const url = (id: string) => `url(#${id})`;

interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

function stops(list: readonly Stop[]): string {
  return list
    .map((stop) =>
      el('stop', { offset: stop.offset, 'stop-color': stop.color, 'stop-opacity': stop.opacity }),
    )
    .join('');
}

function linear(
  defs: Defs,
  key: string,
  [x1, y1, x2, y2]: readonly [number, number, number, number],
  list: readonly Stop[],
): string {
  return url(defs.shared(key, (id) => el('linearGradient', { id, x1, y1, x2, y2 }, stops(list))));
}

function radial(
  defs: Defs,
  key: string,
  [cx, cy, r]: readonly [number, number, number],
  list: readonly Stop[],
  focus?: readonly [number, number],
): string {
  return url(
    defs.shared(key, (id) =>
      el('radialGradient', { id, cx, cy, r, fx: focus?.[0], fy: focus?.[1] }, stops(list)),
    ),
  );
}

function pattern(
  defs: Defs,
  key: string,
  size: [number, number],
  content: string,
  extra: Attrs = {},
) {
  return url(
    defs.shared(key, (id) =>
      el(
        'pattern',
        { id, width: size[0], height: size[1], patternUnits: 'userSpaceOnUse', ...extra },
        content,
      ),
    ),
  );
}

/** A soft two-part drop shadow (contact and ambient), as plain filter primitives. */
function shadowFilter(defs: Defs, strength = 1): string {
  return url(
    defs.shared(`shadow${strength}`, (id) =>
      el(
        'filter',
        {
          id,
          x: '-25%',
          y: '-25%',
          width: '150%',
          height: '160%',
          'color-interpolation-filters': 'sRGB',
        },
        el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 2.5, result: 'near' }),
        el('feOffset', { in: 'near', dy: 2, result: 'nearOffset' }),
        el(
          'feComponentTransfer',
          { in: 'nearOffset', result: 'nearShadow' },
          el('feFuncA', { type: 'linear', slope: 0.16 * strength }),
        ),
        el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 16, result: 'far' }),
        el('feOffset', { in: 'far', dy: 16, result: 'farOffset' }),
        el(
          'feComponentTransfer',
          { in: 'farOffset', result: 'farShadow' },
          el('feFuncA', { type: 'linear', slope: 0.2 * strength }),
        ),
        el(
          'feMerge',
          {},
          el('feMergeNode', { in: 'farShadow' }),
          el('feMergeNode', { in: 'nearShadow' }),
          el('feMergeNode', { in: 'SourceGraphic' }),
        ),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Materials

/** The colours artwork is printed in on a material. Any of them may be a paint (`url(#…)`). */
interface Ink {
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

interface Layer {
  fill: string;
  opacity?: number;
}

interface Material {
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

function fullColourInk(palette: Palette, surface: string): Ink {
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

function mapInk(ink: Ink, paint: (color: string) => string): Ink {
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

function glossLayer(defs: Defs, strength: number): Layer {
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

function brushedLayer(defs: Defs): Layer {
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

function metalStops(colors: readonly string[]): Stop[] {
  return colors.map((color, i) => ({ offset: i / (colors.length - 1), color }));
}

const SILVER = ['#8e949b', '#e9ecef', '#b4b9bf', '#fbfcfd', '#9ea4ab', '#d4d8dc', '#aeb3b9'];
const GOLD = ['#9c6f1e', '#f3d98a', '#c4963a', '#fff0b8', '#a97a22', '#e4bf62', '#b38428'];

function metalPaint(defs: Defs, name: string, colors: readonly string[]): string {
  return linear(defs, name, [0, 0, 1, 0.7], metalStops(colors));
}

function materialFor(defs: Defs, look: MockupLook, palette: Palette): Material {
  const neutralEdge = { color: '#1c2430', opacity: 0.14, width: 1.2 };
  switch (look) {
    case 'white-vinyl': {
      return {
        base: [
          {
            fill: linear(
              defs,
              'whitevinyl',
              [0, 0, 1, 1],
              [
                { offset: 0, color: '#ffffff' },
                { offset: 1, color: '#eef0f3' },
              ],
            ),
          },
        ],
        over: [glossLayer(defs, 1)],
        edge: neutralEdge,
        ink: fullColourInk(palette, '#ffffff'),
        tone: '#f7f8fa',
        dark: false,
      };
    }
    case 'transparent': {
      const checker = pattern(
        defs,
        'checker',
        [22, 22],
        el('rect', { width: 22, height: 22, fill: '#ffffff' }) +
          el('path', { d: 'M0 0h11v11H0zM11 11h11v11H11z', fill: '#dfe3e9' }),
      );
      return {
        base: [
          { fill: checker, opacity: 0.75 },
          {
            fill: linear(
              defs,
              'glass',
              [0, 0, 0.6, 1],
              [
                { offset: 0, color: '#ffffff', opacity: 0.55 },
                { offset: 1, color: '#dff1ff', opacity: 0.2 },
              ],
            ),
          },
        ],
        over: [glossLayer(defs, 1.3)],
        edge: { color: '#8795a8', opacity: 0.45, width: 1.5 },
        ink: { ...fullColourInk(palette, '#ffffff'), soft: 'none' },
        tone: '#eef3f8',
        dark: false,
      };
    }
    case 'silver':
    case 'gold': {
      const metal = metalPaint(defs, look, look === 'gold' ? GOLD : SILVER);
      const dark = look === 'gold' ? '#3d2a0c' : '#1f2833';
      return {
        base: [{ fill: metal }, brushedLayer(defs)],
        over: [glossLayer(defs, 0.6)],
        edge: { color: dark, opacity: 0.25, width: 1.2 },
        ink: {
          primary: dark,
          secondary: mix(dark, look === 'gold' ? '#9c6f1e' : '#8e949b', 0.45),
          accent: metal,
          text: dark,
          soft: 'none',
          onPrimary: metal,
          onAccent: dark,
          blush: dark,
        },
        tone: look === 'gold' ? '#d9b45a' : '#c9cdd2',
        dark: false,
      };
    }
    case 'kraft': {
      const random = randomGenerator(11);
      let fibres = '';
      for (let i = 0; i < 90; i++) {
        const x = random() * 160;
        const y = random() * 160;
        const angle = random() * Math.PI;
        const length = 4 + random() * 14;
        const light = random() > 0.55;
        fibres += el('path', {
          d: `M${num(x)} ${num(y)}l${num(Math.cos(angle) * length)} ${num(Math.sin(angle) * length)}`,
          stroke: light ? '#f0dcbc' : '#6e4a26',
          'stroke-opacity': num(light ? 0.45 : 0.28),
          'stroke-width': num(0.6 + random() * 0.8),
          'stroke-linecap': 'round',
        });
      }
      for (let i = 0; i < 40; i++) {
        fibres += el('circle', {
          cx: num(random() * 160),
          cy: num(random() * 160),
          r: num(0.5 + random() * 0.9),
          fill: '#5a3a1c',
          'fill-opacity': 0.3,
        });
      }
      const brown = '#3b2614';
      const dull = (color: string) => mix(color, '#5b3a1a', 0.3);
      return {
        base: [
          {
            fill: linear(
              defs,
              'kraft',
              [0, 0, 1, 1],
              [
                { offset: 0, color: '#cfa878' },
                { offset: 1, color: '#b98d5f' },
              ],
            ),
          },
          { fill: pattern(defs, 'fibres', [160, 160], fibres) },
        ],
        over: [],
        edge: { color: '#5b3a1a', opacity: 0.3, width: 1.2 },
        ink: {
          primary: dull(palette.primary),
          secondary: dull(palette.secondary),
          accent: dull(palette.accent),
          text: brown,
          soft: 'none',
          onPrimary: '#f4e6cf',
          onAccent: brown,
          blush: '#c0583f',
        },
        tone: '#c39b6c',
        dark: false,
      };
    }
    case 'art-paper':
    case 'royal-white':
    case 'pvc': {
      const layers: Layer[] = [
        {
          fill: linear(
            defs,
            look,
            [0, 0, 1, 1],
            [
              { offset: 0, color: '#ffffff' },
              {
                offset: 1,
                color: look === 'pvc' ? '#e9edf2' : look === 'royal-white' ? '#f6f8fc' : '#f5f4f1',
              },
            ],
          ),
        },
      ];
      if (look === 'royal-white') {
        layers.push({
          fill: pattern(
            defs,
            'linen',
            [5, 5],
            el('path', {
              d: 'M0 0.5H5',
              stroke: '#c9d2e0',
              'stroke-opacity': 0.26,
              'stroke-width': 0.5,
            }) +
              el('path', {
                d: 'M0.5 0V5',
                stroke: '#c9d2e0',
                'stroke-opacity': 0.16,
                'stroke-width': 0.5,
              }),
          ),
        });
      }
      return {
        base: layers,
        over: look === 'royal-white' ? [] : [glossLayer(defs, look === 'pvc' ? 1.2 : 0.45)],
        edge: look === 'pvc' ? { color: '#1c2430', opacity: 0.22, width: 1.6 } : neutralEdge,
        ink: fullColourInk(palette, '#ffffff'),
        tone: '#fbfbfc',
        dark: false,
      };
    }
    case 'classic-paper':
    case 'standard-matte': {
      const paper = look === 'classic-paper' ? '#fbf6ea' : '#f6f5f1';
      const random = randomGenerator(look === 'classic-paper' ? 3 : 5);
      let grain = '';
      for (let i = 0; i < 70; i++) {
        grain += el('circle', {
          cx: num(random() * 90),
          cy: num(random() * 90),
          r: num(0.3 + random() * 0.6),
          fill: '#6b5a3a',
          'fill-opacity': num(0.06 + random() * 0.1),
        });
      }
      const muted = (color: string) => mix(color, '#8a8478', 0.12);
      return {
        base: [
          {
            fill: linear(
              defs,
              look,
              [0, 0, 1, 1],
              [
                { offset: 0, color: lighten(paper, 0.4) },
                { offset: 1, color: darken(paper, 0.03) },
              ],
            ),
          },
          { fill: pattern(defs, `grain${look}`, [90, 90], grain) },
        ],
        over: [],
        edge: neutralEdge,
        ink: {
          ...mapInk(fullColourInk(palette, paper), muted),
          soft: mix(palette.primary, paper, 0.86),
          onPrimary: paper,
        },
        tone: paper,
        dark: false,
      };
    }
    case 'embossed': {
      const face = mix('#f5f1e8', palette.primary, 0.05);
      const dots =
        el('circle', { cx: 9.2, cy: 9.2, r: 2.4, fill: '#ffffff', 'fill-opacity': 0.95 }) +
        el('circle', { cx: 10.8, cy: 10.8, r: 2.4, fill: '#5e5443', 'fill-opacity': 0.22 }) +
        el('circle', { cx: 10, cy: 10, r: 2.4, fill: face });
      return {
        base: [
          {
            fill: linear(
              defs,
              'embossbase',
              [0, 0, 1, 1],
              [
                { offset: 0, color: lighten(face, 0.5) },
                { offset: 1, color: darken(face, 0.03) },
              ],
            ),
          },
          { fill: pattern(defs, 'embossdots', [20, 20], dots), opacity: 0.55 },
        ],
        over: [],
        edge: { color: '#5e5443', opacity: 0.18, width: 1.2 },
        ink: mapInk(fullColourInk(palette, face), () => face),
        emboss: { face, light: '#ffffff', shade: '#4a4030' },
        tone: face,
        dark: false,
      };
    }
    case 'foil': {
      const ground = mix(palette.ink, '#0b0f16', 0.35);
      const foil = linear(
        defs,
        'foil',
        [0, 0, 1, 0.8],
        metalStops([
          darken(GOLD[0] ?? '#9c6f1e', 0.05),
          '#ffe9a6',
          '#c99a3f',
          '#fff7d6',
          '#b5852c',
          '#f1d27e',
        ]),
      );
      return {
        base: [
          {
            fill: linear(
              defs,
              'foilground',
              [0, 0, 1, 1],
              [
                { offset: 0, color: mix(ground, palette.primary, 0.22) },
                { offset: 1, color: ground },
              ],
            ),
          },
        ],
        over: [glossLayer(defs, 0.35)],
        edge: { color: '#000000', opacity: 0.3, width: 1.2 },
        ink: {
          primary: foil,
          secondary: foil,
          accent: foil,
          text: foil,
          soft: 'none',
          onPrimary: ground,
          onAccent: ground,
          blush: ground,
        },
        tone: ground,
        dark: true,
      };
    }
    case 'hologram': {
      const shimmer = pattern(
        defs,
        'shimmer',
        [36, 36],
        el('rect', { width: 12, height: 36, fill: '#ffffff', 'fill-opacity': 0.16 }) +
          el('rect', { x: 20, width: 3, height: 36, fill: '#ffffff', 'fill-opacity': 0.22 }),
        { patternTransform: 'rotate(32)' },
      );
      const rainbow = (key: string, angle: [number, number, number, number], offset: number) =>
        linear(
          defs,
          key,
          angle,
          ['#ff9ad5', '#c6a7ff', '#8fd3ff', '#a4f7d3', '#fff3a1', '#ffb3a7', '#d9a6ff'].map(
            (color, i, all) => ({
              offset: (i / (all.length - 1)) * (1 - offset) + offset / 2,
              color,
            }),
          ),
        );
      const navy = '#1d2445';
      const holo = rainbow('holo', [0, 0, 1, 1], 0);
      return {
        base: [
          { fill: holo },
          { fill: rainbow('holo2', [1, 0, 0, 1], 0.3), opacity: 0.45 },
          { fill: shimmer },
        ],
        over: [glossLayer(defs, 0.9)],
        edge: { color: '#5b4a8a', opacity: 0.3, width: 1.2 },
        ink: {
          primary: navy,
          secondary: '#3c4f7a',
          accent: rainbow('holo3', [1, 1, 0, 0], 0),
          text: navy,
          soft: 'none',
          onPrimary: '#ffffff',
          onAccent: navy,
          blush: '#ff5fa2',
        },
        tone: '#d9c8f5',
        dark: false,
      };
    }
    case 'matte': {
      const ground = mix(palette.primary, palette.ink, 0.55);
      return {
        base: [
          {
            fill: linear(
              defs,
              'matte',
              [0, 0, 1, 1],
              [
                { offset: 0, color: lighten(ground, 0.06) },
                { offset: 1, color: darken(ground, 0.06) },
              ],
            ),
          },
        ],
        over: [],
        edge: { color: '#000000', opacity: 0.25, width: 1.2 },
        ink: {
          primary: '#fbf7f0',
          secondary: palette.accent,
          accent: palette.accent,
          text: '#fbf7f0',
          soft: lighten(ground, 0.1),
          onPrimary: ground,
          onAccent: ground,
          blush: palette.primary,
        },
        tone: ground,
        dark: true,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Artwork: icons drawn in a 100x100 box around (0, 0)

const ARTWORKS = ['mountain', 'smiley', 'hello', 'bloom'] as const;
type Artwork = (typeof ARTWORKS)[number];

const WORDMARKS: Record<Artwork, { title: string; sub: string }> = {
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

function placedIcon(defs: Defs, artwork: Artwork, ink: Ink, x: number, y: number, size: number) {
  return g({ transform: translate(x, y, 0, size / 100) }, icon(defs, artwork, ink));
}

/** Icon plus wordmark, fitted into a w x h box around (0, 0): side by side when the box is wide. */
function lockup(defs: Defs, artwork: Artwork, ink: Ink, w: number, h: number): string {
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
function printed(material: Material, content: (ink: Ink) => string): string {
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

// ---------------------------------------------------------------------------------------------
// Cut shapes (paths around (0, 0))

type Outline = 'circle' | 'square' | 'rectangle' | 'oval' | 'star' | 'cloud' | 'heart' | 'blob';

interface Geometry {
  key: string;
  d: string;
  width: number;
  height: number;
  /** The box the artwork fits in, and its vertical offset. */
  art: { w: number; h: number; dy: number };
  /** Width of the white die-cut border, 0 for none. */
  border: number;
}

function circlePath(rx: number, ry = rx, cx = 0, cy = 0): string {
  const arc = `A${num(rx)} ${num(ry)} 0 1 0`;
  return (
    `M${num(cx - rx)} ${num(cy)}${arc} ${num(cx + rx)} ${num(cy)}` +
    `${arc} ${num(cx - rx)} ${num(cy)}Z`
  );
}

function roundedRectPath(w: number, h: number, r: number): string {
  const x = -w / 2;
  const y = -h / 2;
  return (
    `M${num(x + r)} ${num(y)}H${num(x + w - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w)} ${num(y + r)}` +
    `V${num(y + h - r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w - r)} ${num(y + h)}` +
    `H${num(x + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x)} ${num(y + h - r)}` +
    `V${num(y + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + r)} ${num(y)}Z`
  );
}

/** A polygon with its corners rounded by quadratic curves. */
function roundedPolygonPath(points: readonly [number, number][], roundness: number): string {
  let d = '';
  const n = points.length;
  for (let i = 0; i < n; i++) {
    const [px, py] = points[(i + n - 1) % n] ?? [0, 0];
    const [cx, cy] = points[i] ?? [0, 0];
    const [nx, ny] = points[(i + 1) % n] ?? [0, 0];
    const sx = cx + (px - cx) * roundness;
    const sy = cy + (py - cy) * roundness;
    const ex = cx + (nx - cx) * roundness;
    const ey = cy + (ny - cy) * roundness;
    d += `${i === 0 ? 'M' : 'L'}${num(sx)} ${num(sy)}Q${num(cx)} ${num(cy)} ${num(ex)} ${num(ey)}`;
  }
  return `${d}Z`;
}

/** A closed smooth curve through the points (Catmull-Rom as cubic Béziers). */
function smoothClosedPath(points: readonly [number, number][]): string {
  const n = points.length;
  const at = (i: number): [number, number] => points[((i % n) + n) % n] ?? [0, 0];
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d +=
      `C${num(x1 + (x2 - x0) / 6)} ${num(y1 + (y2 - y0) / 6)} ` +
      `${num(x2 - (x3 - x1) / 6)} ${num(y2 - (y3 - y1) / 6)} ${num(x2)} ${num(y2)}`;
  }
  return `${d}Z`;
}

function cloudPath(rx: number, ry: number, bumps: number): string {
  const points: [number, number][] = [];
  for (let i = 0; i < bumps; i++) {
    const a = (i / bumps) * Math.PI * 2 + Math.PI / 2;
    points.push([Math.cos(a) * rx, Math.sin(a) * ry]);
  }
  let d = `M${num(points[0]?.[0] ?? 0)} ${num(points[0]?.[1] ?? 0)}`;
  for (let i = 0; i < bumps; i++) {
    const [x1, y1] = points[i] ?? [0, 0];
    const [x2, y2] = points[(i + 1) % bumps] ?? [0, 0];
    const r = Math.hypot(x2 - x1, y2 - y1) * 0.62;
    d += `A${num(r)} ${num(r)} 0 0 1 ${num(x2)} ${num(y2)}`;
  }
  return `${d}Z`;
}

function geometry(outline: Outline, s: number): Geometry {
  const key = `${outline}${Math.round(s)}`;
  switch (outline) {
    case 'circle':
      return {
        key,
        d: circlePath(s / 2),
        width: s,
        height: s,
        art: { w: s * 0.62, h: s * 0.62, dy: 0 },
        border: 0,
      };
    case 'square': {
      const side = s * 0.9;
      return {
        key,
        d: roundedRectPath(side, side, side * 0.08),
        width: side,
        height: side,
        art: { w: side * 0.74, h: side * 0.74, dy: 0 },
        border: 0,
      };
    }
    case 'rectangle': {
      const w = s * 1.45;
      const h = s * 0.9;
      return {
        key,
        d: roundedRectPath(w, h, s * 0.07),
        width: w,
        height: h,
        art: { w: w * 0.8, h: h * 0.62, dy: 0 },
        border: 0,
      };
    }
    case 'oval': {
      const rx = s * 0.72;
      const ry = s * 0.5;
      return {
        key,
        d: circlePath(rx, ry),
        width: rx * 2,
        height: ry * 2,
        art: { w: rx * 1.42, h: ry * 1.2, dy: 0 },
        border: 0,
      };
    }
    case 'star': {
      const points: [number, number][] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 === 0 ? s * 0.54 : s * 0.3;
        points.push([Math.cos(a) * r, Math.sin(a) * r + s * 0.04]);
      }
      return {
        key,
        d: roundedPolygonPath(points, 0.18),
        width: s,
        height: s,
        art: { w: s * 0.4, h: s * 0.4, dy: s * 0.06 },
        border: s * 0.035,
      };
    }
    case 'cloud':
      return {
        key,
        d: cloudPath(s * 0.58, s * 0.38, 9),
        width: s * 1.3,
        height: s * 0.9,
        art: { w: s * 0.9, h: s * 0.58, dy: 0 },
        border: s * 0.035,
      };
    case 'heart': {
      const k = s / 100;
      const p = (x: number, y: number) => `${num(x * k)} ${num(y * k)}`;
      return {
        key,
        d:
          `M${p(0, -26)}C${p(-12, -52)} ${p(-56, -52)} ${p(-56, -14)}` +
          `C${p(-56, 14)} ${p(-24, 34)} ${p(0, 52)}C${p(24, 34)} ${p(56, 14)} ${p(56, -14)}` +
          `C${p(56, -52)} ${p(12, -52)} ${p(0, -26)}Z`,
        width: s * 1.12,
        height: s,
        art: { w: s * 0.6, h: s * 0.46, dy: -s * 0.05 },
        border: s * 0.035,
      };
    }
    case 'blob': {
      const random = randomGenerator(Math.round(s) + 17);
      const points: [number, number][] = [];
      const count = 9;
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2;
        const r = s * (0.44 + random() * 0.1);
        points.push([Math.cos(a) * r * 1.12, Math.sin(a) * r]);
      }
      return {
        key,
        d: smoothClosedPath(points),
        width: s * 1.2,
        height: s,
        art: { w: s * 0.66, h: s * 0.6, dy: 0 },
        border: s * 0.035,
      };
    }
  }
}

const DIE_CUTS: readonly Outline[] = ['star', 'cloud', 'heart', 'blob'];

function outlineOf(shape: MockupShape, variant: number): Outline {
  switch (shape) {
    case 'circle':
    case 'square':
    case 'rectangle':
    case 'oval':
      return shape;
    case 'die-cut':
      return DIE_CUTS[(variant - 1) % DIE_CUTS.length] ?? 'star';
    default:
      return 'rectangle';
  }
}

interface PieceOptions {
  geometry: Geometry;
  material: Material;
  artwork: Artwork;
  /** Icon only, no wordmark (small pieces). */
  iconOnly?: boolean;
  dome?: boolean;
}

/** One cut piece (a sticker, a label, a decal) around (0, 0): border, material, artwork, gloss. */
function piece(defs: Defs, options: PieceOptions): string {
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

// ---------------------------------------------------------------------------------------------
// Scene pieces

interface Scene {
  defs: Defs;
  palette: Palette;
  material: Material;
  artwork: Artwork;
  variant: number;
  spec: MockupSpec;
}

const WIDTH = 1100;
const HEIGHT = 619;

function backdrop(scene: Scene): string {
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

function withShadow(defs: Defs, markup: string, strength = 1): string {
  return g({ filter: shadowFilter(defs, strength) }, markup);
}

function nextArtwork(artwork: Artwork, step: number): Artwork {
  return ARTWORKS[(ARTWORKS.indexOf(artwork) + step) % ARTWORKS.length] ?? artwork;
}

function heroSize(outline: Outline, base: number): number {
  return outline === 'rectangle' || outline === 'oval' || outline === 'cloud' ? base * 0.82 : base;
}

/** Stickers, decals on paper and domes: one hero piece and a smaller companion. */
function stickerScene(scene: Scene, dome: boolean): string {
  const { defs, material, artwork, variant, spec } = scene;
  const outline = outlineOf(spec.shape, variant);
  const big = geometry(outline, heroSize(outline, 340));
  const small = geometry(outline, heroSize(outline, 190));
  const third = geometry(outline, heroSize(outline, 120));
  const strength = dome ? 1.3 : 1;
  return (
    withShadow(
      defs,
      g(
        { transform: translate(835, 215, 9) },
        piece(defs, { geometry: small, material, artwork: nextArtwork(artwork, 1), dome }),
      ),
      strength,
    ) +
    withShadow(
      defs,
      g(
        { transform: translate(880, 450, -7) },
        piece(defs, {
          geometry: third,
          material,
          artwork: nextArtwork(artwork, 2),
          iconOnly: true,
          dome,
        }),
      ),
      strength,
    ) +
    withShadow(
      defs,
      g(
        { transform: translate(445, 312, -5) },
        piece(defs, { geometry: big, material, artwork, dome }),
      ),
      strength,
    )
  );
}

/** Several stickers kiss-cut on one backing sheet, one of them peeled off and lying beside it. */
function sheetScene(scene: Scene): string {
  const { defs, material, artwork, variant, spec } = scene;
  const outline = outlineOf(spec.shape, variant);
  const wide = outline === 'rectangle' || outline === 'oval' || outline === 'cloud';
  const cols = wide ? 3 : 4;
  const rows = 3;
  const sheetW = 640;
  const sheetH = 450;
  const cellW = (sheetW - 60) / cols;
  const cellH = (sheetH - 90) / rows;
  const size = wide ? Math.min(cellW / 1.5, cellH / 0.98) : Math.min(cellW, cellH) * 0.84;
  const geo = geometry(outline, size);
  const backing = linear(
    defs,
    'backing',
    [0, 0, 0, 1],
    [
      { offset: 0, color: '#ffffff' },
      { offset: 1, color: '#f1f2f4' },
    ],
  );
  const cells: string[] = [];
  const missing = cols * rows - 2;
  // Neighbours differ across and down: skip one artwork per row when a row holds a whole cycle.
  const stride = cols % ARTWORKS.length === 0 ? cols + 1 : cols;
  const artworkStep = (row: number, col: number) => row * stride + col;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const index = row * cols + col;
      const x = -sheetW / 2 + 30 + cellW * (col + 0.5);
      const y = -sheetH / 2 + 66 + cellH * (row + 0.5);
      if (index === missing) {
        cells.push(
          g(
            { transform: translate(x, y) },
            el('path', {
              d: geo.d,
              fill: '#e9ebee',
              stroke: '#9aa3ae',
              'stroke-width': 1.2,
              'stroke-dasharray': '5 4',
            }),
          ),
        );
        continue;
      }
      cells.push(
        g(
          { transform: translate(x, y) },
          piece(defs, {
            geometry: geo,
            material,
            artwork: nextArtwork(artwork, artworkStep(row, col)),
            iconOnly: true,
          }),
          el('path', {
            d: geo.d,
            fill: 'none',
            stroke: '#1c2430',
            'stroke-opacity': 0.1,
            'stroke-width': 3,
            transform: 'scale(1.03)',
          }),
        ),
      );
    }
  }
  const sheet = g(
    { transform: translate(505, 316, -3) },
    el('path', { d: roundedRectPath(sheetW, sheetH, 14), fill: backing }),
    el('path', {
      d: roundedRectPath(sheetW, sheetH, 14),
      fill: 'none',
      stroke: '#1c2430',
      'stroke-opacity': 0.08,
    }),
    textEl(
      {
        x: -sheetW / 2 + 30,
        y: -sheetH / 2 + 36,
        'font-family': SANS,
        'font-size': 13,
        'font-weight': 700,
        'letter-spacing': 2.6,
        fill: '#8a94a1',
      },
      'PEEL & PRESS · STICKER SHEET',
    ),
    el('path', {
      d: `M${sheetW / 2 - 120} ${-sheetH / 2 + 32}h90`,
      stroke: '#c7ccd3',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    ...cells,
  );
  const loose = g(
    { transform: translate(945, 470, 14, 1.05) },
    piece(defs, {
      geometry: geo,
      material,
      artwork: nextArtwork(artwork, artworkStep(rows - 1, missing - (rows - 1) * cols)),
      iconOnly: true,
    }),
  );
  return withShadow(defs, sheet) + withShadow(defs, loose);
}

/** A roll of labels standing on its end, the liner unrolled to the right with labels on it. */
function rollScene(scene: Scene): string {
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

function cardText(ink: Ink, attrs: Attrs, content: string): string {
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

function cardScene(scene: Scene): string {
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

function tagScene(scene: Scene): string {
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

const LETTERING_WORDS: Record<'script' | 'block', readonly (readonly [string, string])[]> = {
  script: [
    ['Hello', 'come on in'],
    ['Welcome', 'we are open'],
    ['Fresh Coffee', 'baked daily'],
  ],
  block: [
    ['PEEL & PRESS', 'STICKERS · LABELS · SIGNS'],
    ['OPEN', 'MON – SAT · 9 – 18'],
    ['HELLO', 'PLEASE COME IN'],
  ],
};

function letteringPaint(scene: Scene): { fill: string; opacity?: number; outline?: string } {
  const { defs, spec, palette, material } = scene;
  switch (spec.look) {
    case 'white-vinyl':
    case 'royal-white':
    case 'pvc':
    case 'art-paper':
      return { fill: '#ffffff' };
    case 'transparent':
      return { fill: '#ffffff', opacity: 0.5, outline: '#ffffff' };
    case 'silver':
      return { fill: metalPaint(defs, 'silvertext', SILVER) };
    case 'gold':
      return { fill: metalPaint(defs, 'goldtext', GOLD) };
    case 'foil':
      return { fill: material.ink.text };
    case 'hologram':
      return { fill: material.ink.accent };
    case 'kraft':
      return { fill: '#c39b6c' };
    case 'matte':
      return { fill: palette.primary };
    default:
      return { fill: mix(palette.ink, '#ffffff', 0.05) };
  }
}

/** Cut vinyl letters on a shop window (light letters) or a painted wall (dark ones). */
function letteringScene(scene: Scene): string {
  const { defs, palette, spec, variant } = scene;
  const style = spec.shape === 'block' ? 'block' : 'script';
  const words = LETTERING_WORDS[style][(variant - 1) % 3] ?? ['Hello', ''];
  const paint = letteringPaint(scene);
  const onWall = ['matte', 'standard-matte', 'classic-paper', 'embossed', 'kraft'].includes(
    spec.look,
  );
  const parts: string[] = [];
  if (onWall) {
    const wall = linear(
      defs,
      'wall',
      [0, 0, 0, 1],
      [
        { offset: 0, color: lighten(palette.background, 0.35) },
        { offset: 1, color: mix(palette.background, palette.ink, 0.06) },
      ],
    );
    parts.push(
      el('rect', { width: WIDTH, height: HEIGHT, fill: wall }),
      el('rect', {
        width: WIDTH,
        height: HEIGHT,
        fill: radial(
          defs,
          'walllight',
          [0.5, 0.3, 0.7],
          [
            { offset: 0, color: '#ffffff', opacity: 0.55 },
            { offset: 1, color: '#ffffff', opacity: 0 },
          ],
        ),
      }),
      el('rect', {
        y: 560,
        width: WIDTH,
        height: 59,
        fill: mix(palette.background, palette.ink, 0.18),
      }),
      el('rect', { y: 560, width: WIDTH, height: 4, fill: '#ffffff', 'fill-opacity': 0.5 }),
      // A plant in the corner gives the wall a sense of scale.
      g(
        { transform: 'translate(985 560)' },
        el('path', {
          d: 'M-8 -70C-40 -120 -70 -110 -78 -150C-40 -150 -14 -120 -8 -70Z',
          fill: mix(palette.secondary, '#2f5d3a', 0.6),
        }),
        el('path', {
          d: 'M2 -72C10 -140 40 -160 60 -190C74 -150 40 -110 2 -72Z',
          fill: mix(palette.secondary, '#3f7a4a', 0.5),
        }),
        el('path', {
          d: 'M-2 -70C-10 -130 -4 -170 -14 -215C16 -190 20 -120 -2 -70Z',
          fill: mix(palette.secondary, '#2f5d3a', 0.35),
        }),
        el('path', { d: 'M-38 -74H38L30 0H-30Z', fill: mix(palette.primary, '#ffffff', 0.15) }),
        el('rect', {
          x: -42,
          y: -82,
          width: 84,
          height: 12,
          rx: 4,
          fill: darken(palette.primary, 0.1),
        }),
      ),
    );
  } else {
    const glass = linear(
      defs,
      'windowglass',
      [0, 0, 0.3, 1],
      [
        { offset: 0, color: mix('#2b3a47', palette.secondary, 0.18) },
        { offset: 1, color: mix('#1b2630', palette.ink, 0.3) },
      ],
    );
    const frame = mix(palette.ink, '#111111', 0.3);
    const glow = radial(
      defs,
      'lampglow',
      [0.5, 0.5, 0.5],
      [
        { offset: 0, color: '#ffd89a', opacity: 0.55 },
        { offset: 0.35, color: '#ffd89a', opacity: 0.16 },
        { offset: 1, color: '#ffd89a', opacity: 0 },
      ],
    );
    const lamp = (x: number, drop: number) =>
      el('path', { d: `M${x} 52V${drop}`, stroke: '#0d1318', 'stroke-opacity': 0.6 }) +
      el('circle', { cx: x, cy: drop + 16, r: 110, fill: glow }) +
      el('path', {
        d: `M${x - 22} ${drop + 14}Q${x} ${drop - 8} ${x + 22} ${drop + 14}Z`,
        fill: mix(palette.accent, '#2b2b2b', 0.35),
      }) +
      el('ellipse', { cx: x, cy: drop + 15, rx: 9, ry: 3, fill: '#fff4d6' });
    // Shelves with goods inside the shop, out of focus behind the glass.
    const random = randomGenerator(variant * 7 + 3);
    let goods = '';
    for (const shelfY of [478, 540]) {
      let x = 80;
      while (x < WIDTH - 90) {
        const w = 22 + random() * 36;
        const h = 14 + random() * 26;
        const color = [palette.primary, palette.secondary, palette.accent, '#e8e2d6'][
          Math.floor(random() * 4)
        ];
        goods += el('rect', {
          x: num(x),
          y: num(shelfY - h),
          width: num(w),
          height: num(h),
          rx: 3,
          fill: color,
          'fill-opacity': 0.14,
        });
        x += w + 6 + random() * 26;
      }
      goods += el('rect', {
        x: 58,
        y: shelfY,
        width: WIDTH - 116,
        height: 5,
        fill: '#000000',
        'fill-opacity': 0.3,
      });
    }
    const sheen = (d: string, opacity: number) =>
      el('path', { d, fill: '#ffffff', 'fill-opacity': opacity });
    parts.push(
      el('rect', {
        width: WIDTH,
        height: HEIGHT,
        fill: mix(palette.background, palette.ink, 0.1),
      }),
      el('rect', { x: 40, y: 34, width: WIDTH - 80, height: HEIGHT - 68, rx: 8, fill: frame }),
      el('rect', { x: 58, y: 52, width: WIDTH - 116, height: HEIGHT - 104, fill: glass }),
      goods,
      lamp(190, 96),
      lamp(910, 120),
      sheen('M58 52H420L220 567H58Z', 0.05),
      sheen('M520 52H600L400 567H320Z', 0.05),
      sheen('M660 52H690L490 567H460Z', 0.04),
      el('rect', {
        x: 40,
        y: 34,
        width: WIDTH - 80,
        height: HEIGHT - 68,
        rx: 8,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.08,
        'stroke-width': 2,
      }),
      el('rect', {
        x: 58,
        y: 52,
        width: WIDTH - 116,
        height: HEIGHT - 104,
        fill: 'none',
        stroke: '#000000',
        'stroke-opacity': 0.35,
        'stroke-width': 3,
      }),
      el('rect', {
        x: 28,
        y: HEIGHT - 40,
        width: WIDTH - 56,
        height: 14,
        rx: 3,
        fill: lighten(frame, 0.12),
      }),
    );
  }
  const [title, sub] = words;
  const script = style === 'script';
  const titleSize = script
    ? fitFontSize(title, 760, 190, false) * 0.95
    : fitFontSize(title, 800, 170, true, 0.06);
  const titleAttrs: Attrs = {
    x: WIDTH / 2,
    y: 262 + titleSize * 0.3,
    'text-anchor': 'middle',
    'font-family': script ? SCRIPT : SANS,
    'font-style': script ? 'italic' : undefined,
    'font-weight': script ? 400 : 800,
    'font-size': num(titleSize),
    'letter-spacing': script ? undefined : num(titleSize * 0.06),
    fill: paint.fill,
    'fill-opacity': paint.opacity,
    stroke: paint.outline,
    'stroke-opacity': paint.outline ? 0.8 : undefined,
    'stroke-width': paint.outline ? 1.5 : undefined,
  };
  const subSize = 26;
  const subY = 262 + titleSize * 0.3 + (script ? 62 : 58);
  const subAttrs: Attrs = {
    x: WIDTH / 2,
    y: subY,
    'text-anchor': 'middle',
    'font-family': SANS,
    'font-weight': 600,
    'font-size': subSize,
    'letter-spacing': subSize * 0.3,
    fill: paint.fill,
    'fill-opacity': paint.opacity,
  };
  const letters = textEl(titleAttrs, title) + textEl(subAttrs, sub.toUpperCase());
  parts.push(withShadow(defs, letters, onWall ? 0.6 : 1.2));
  if (!onWall) {
    parts.push(
      el('path', {
        d: 'M58 52H300L120 567H58Z',
        fill: linear(
          defs,
          'reflection',
          [0, 0, 1, 0],
          [
            { offset: 0, color: '#ffffff', opacity: 0.1 },
            { offset: 1, color: '#ffffff', opacity: 0 },
          ],
        ),
      }),
    );
  }
  return parts.join('');
}

/** Decals on a laptop lid. */
function decalScene(scene: Scene): string {
  const { defs, material, artwork, variant, spec } = scene;
  const outline = outlineOf(spec.shape, variant);
  const darkLid = !material.dark && spec.look !== 'kraft';
  const lidFill = darkLid
    ? linear(
        defs,
        'lid',
        [0, 0, 1, 1],
        [
          { offset: 0, color: '#4a505a' },
          { offset: 1, color: '#2b3038' },
        ],
      )
    : linear(
        defs,
        'lid',
        [0, 0, 1, 1],
        [
          { offset: 0, color: '#eef0f3' },
          { offset: 1, color: '#c6cad0' },
        ],
      );
  const clear: Material =
    spec.look === 'transparent'
      ? { ...material, base: material.base.slice(1), ink: { ...material.ink, soft: 'none' } }
      : material;
  const lidW = 640;
  const lidH = 420;
  const big = geometry(outline, heroSize(outline, 250));
  const small = geometry(outline, heroSize(outline, 120));
  return withShadow(
    defs,
    g(
      { transform: translate(550, 300, -3) },
      el('path', { d: roundedRectPath(lidW, lidH, 28), fill: lidFill }),
      el('path', {
        d: roundedRectPath(lidW - 14, lidH - 14, 22),
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': darkLid ? 0.1 : 0.6,
        'stroke-width': 2,
      }),
      el('path', {
        d: roundedRectPath(lidW, lidH, 28),
        fill: linear(
          defs,
          'lidsheen',
          [0, 0, 1, 1],
          [
            { offset: 0, color: '#ffffff', opacity: 0.12 },
            { offset: 0.5, color: '#ffffff', opacity: 0 },
          ],
        ),
      }),
      g(
        { transform: translate(-60, 10, 0) },
        piece(defs, { geometry: big, material: clear, artwork }),
      ),
      g(
        { transform: translate(205, -120, 12) },
        piece(defs, {
          geometry: small,
          material: clear,
          artwork: nextArtwork(artwork, 1),
          iconOnly: true,
        }),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------

function variantOf(spec: MockupSpec): number {
  const given = spec.variant;
  if (
    given !== undefined &&
    Number.isInteger(given) &&
    given >= 1 &&
    given <= MOCKUP_VARIANT_COUNT
  ) {
    return given;
  }
  return (hashOf(`${spec.kind}-${spec.look}-${spec.shape}`) % MOCKUP_VARIANT_COUNT) + 1;
}

/** The mockup picture of a spec, as a standalone SVG document. */
export function renderMockupSvg(spec: MockupSpec): string {
  const kind = isOneOf(MOCKUP_KINDS, spec.kind) ? spec.kind : 'sticker';
  const look = isOneOf(MOCKUP_LOOKS, spec.look) ? spec.look : 'white-vinyl';
  const shapes = MOCKUP_SHAPES_BY_KIND[kind];
  const shape = shapes.includes(spec.shape) ? spec.shape : (shapes[0] ?? 'circle');
  const variant = variantOf({ kind, look, shape, variant: spec.variant });
  const normal: MockupSpec = { kind, look, shape, variant };
  const name = formatMockupName({
    kind,
    look,
    shape,
    variant: spec.variant === undefined ? undefined : variant,
  });
  const defs = new Defs(`pp${hashOf(name).toString(36)}`);
  const palette = PALETTES[variant - 1] ??
    PALETTES[0] ?? {
      background: '#eef0f3',
      primary: '#ff6b57',
      secondary: '#1f9e94',
      accent: '#ffc145',
      ink: '#23323f',
    };
  const scene: Scene = {
    defs,
    palette,
    material: materialFor(defs, look, palette),
    artwork: ARTWORKS[(variant - 1) % ARTWORKS.length] ?? 'mountain',
    variant,
    spec: normal,
  };
  let body: string;
  switch (kind) {
    case 'sticker':
      body = backdrop(scene) + stickerScene(scene, false);
      break;
    case 'dome':
      body = backdrop(scene) + stickerScene(scene, true);
      break;
    case 'sheet':
      body = backdrop(scene) + sheetScene(scene);
      break;
    case 'roll':
      body = backdrop(scene) + rollScene(scene);
      break;
    case 'card':
      body = backdrop(scene) + cardScene(scene);
      break;
    case 'tag':
      body = backdrop(scene) + tagScene(scene);
      break;
    case 'lettering':
      body = letteringScene(scene);
      break;
    case 'decal':
      body = backdrop(scene) + decalScene(scene);
      break;
  }
  const title = `${KIND_LABEL[kind]}, ${LOOK_LABEL[look]}, ${SHAPE_LABEL[shape]} (Peel & Press mockup)`;
  const titleId = `${defs.prefix}-title`;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      width: WIDTH,
      height: HEIGHT,
      role: 'img',
      'aria-labelledby': titleId,
    },
    el('title', { id: titleId }, escapeXml(title)),
    el('defs', {}, defs.toString() || ''),
    body,
  );
}
