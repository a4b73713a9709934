import { randomGenerator } from './defs';
import type { MockupShape } from './mockup-name';
import { num } from './svg-markup';

/** Cut shapes: paths around (0, 0) and the outline each shape and variant is cut to. */

export type Outline =
  'circle' | 'square' | 'rectangle' | 'oval' | 'star' | 'cloud' | 'heart' | 'blob';

export interface Geometry {
  key: string;
  d: string;
  width: number;
  height: number;
  /** The box the artwork fits in, and its vertical offset. */
  art: { w: number; h: number; dy: number };
  /** Width of the white die-cut border, 0 for none. */
  border: number;
}

export function circlePath(rx: number, ry = rx, cx = 0, cy = 0): string {
  const arc = `A${num(rx)} ${num(ry)} 0 1 0`;
  return (
    `M${num(cx - rx)} ${num(cy)}${arc} ${num(cx + rx)} ${num(cy)}` +
    `${arc} ${num(cx - rx)} ${num(cy)}Z`
  );
}

export function roundedRectPath(w: number, h: number, r: number): string {
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
export function roundedPolygonPath(points: readonly [number, number][], roundness: number): string {
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

export function geometry(outline: Outline, s: number): Geometry {
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

export function outlineOf(shape: MockupShape, variant: number): Outline {
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
