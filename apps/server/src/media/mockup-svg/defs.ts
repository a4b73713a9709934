import { type Attrs, el } from './svg-markup';

/**
 * Ids and shared definitions: the name hash, a seeded random generator, the <defs> a picture
 * collects, and the gradients, patterns and shadow filter stored there.
 */

export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small deterministic random generator (mulberry32), so textures are the same every time. */
export function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Defs {
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

export const url = (id: string) => `url(#${id})`;

export interface Stop {
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

export function linear(
  defs: Defs,
  key: string,
  [x1, y1, x2, y2]: readonly [number, number, number, number],
  list: readonly Stop[],
): string {
  return url(defs.shared(key, (id) => el('linearGradient', { id, x1, y1, x2, y2 }, stops(list))));
}

export function radial(
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

export function pattern(
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
export function shadowFilter(defs: Defs, strength = 1): string {
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
