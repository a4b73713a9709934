/**
 * The smallest size a product sells on a cutting (spec 000 §5), for what grows to it: the
 * lettering designer's automatic size (issue 27). Apart from size-rules.ts so that only the
 * designer's chunk carries it (the first-load budget, docs/performance.md).
 */
import type { DimLookup } from '../catalog-model';
import { isFixed, limitInches } from './size-rules';

/** A product's smallest size for a cutting, sides sorted: what any size must reach, either way round. */
export interface MinimumSize {
  readonly largerIn: number;
  readonly smallerIn: number;
}

/**
 * The smallest size a cutting's lookups all accept (spec 000 §5: sides compared sorted), in the
 * rounded inches the check compares, or null when the cutting has no range lookup (fixed sizes
 * are chosen from a list, never grown to). A size whose sorted sides reach it passes the minimum
 * whichever of the cutting's lookups the check then picks (lettering grows its automatic size
 * to it, issue 27).
 */
export function minimumSizeOf(
  lookups: readonly DimLookup[],
  cuttingId: number | null,
): MinimumSize | null {
  const ranges = lookups.filter((lookup) => lookup.cuttingId === cuttingId && !isFixed(lookup));
  if (ranges.length === 0) return null;
  const sorted = ranges.map((lookup) => {
    const sides = [limitInches(lookup.minWidthMm), limitInches(lookup.minHeightMm)];
    return [Math.max(...sides), Math.min(...sides)] as const;
  });
  return {
    largerIn: Math.max(...sorted.map(([larger]) => larger)),
    smallerIn: Math.max(...sorted.map(([, smaller]) => smaller)),
  };
}
