import { type Defs, linear, pattern, randomGenerator } from './defs';
import {
  brushedLayer,
  fullColourInk,
  glossLayer,
  GOLD,
  type Layer,
  mapInk,
  type Material,
  metalPaint,
  metalStops,
  SILVER,
} from './material';
import type { MockupLook } from './mockup-name';
import { darken, lighten, mix, type Palette } from './palette';
import { el, num } from './svg-markup';

/** The material of each look: its face, gloss, edge and the inks artwork is printed in. */

export function materialFor(defs: Defs, look: MockupLook, palette: Palette): Material {
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
