import { linear, radial, randomGenerator } from './defs';
import { GOLD, metalPaint, SILVER } from './material';
import { darken, lighten, mix } from './palette';
import { HEIGHT, type Scene, WIDTH, withShadow } from './scene';
import { type Attrs, el, fitFontSize, g, num, SANS, SCRIPT, textEl } from './svg-markup';

/** Cut vinyl lettering on a shop window or a painted wall. */

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
export function letteringScene(scene: Scene): string {
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
