import { describe, expect, it } from 'vitest';
import type { DimLookup } from '../catalog-model';
import { minimumSizeOf } from './minimum-size';
import { MM_PER_INCH, checkSize, chooseDimLookup } from './size-rules';

const inch = (value: number): number => value * MM_PER_INCH;

function lookup(
  minW: number,
  minH: number,
  maxW: number,
  maxH: number,
  extra: Partial<DimLookup> = {},
): DimLookup {
  return {
    id: 1,
    cuttingId: 1,
    minWidthMm: inch(minW),
    minHeightMm: inch(minH),
    maxWidthMm: inch(maxW),
    maxHeightMm: inch(maxH),
    equalSide: false,
    ...extra,
  };
}

describe('minimumSizeOf', () => {
  it('is the largest sorted minimum of the cutting’s range lookups, as the check rounds it', () => {
    const lookups = [
      lookup(1, 1, 24, 24, { id: 1, equalSide: true }),
      lookup(0.75, 1.5, 48, 24, { id: 2 }),
      lookup(3, 3, 3, 3, { id: 3 }),
      lookup(5, 5, 9, 9, { id: 4, cuttingId: 2 }),
    ];
    // Lookup 2 sorted is 1.5 x 0.75: the larger side needs 1.5, the smaller 1 (lookup 1). The
    // fixed 3 x 3 and the other cutting's lookup do not count.
    expect(minimumSizeOf(lookups, 1)).toEqual({ largerIn: 1.5, smallerIn: 1 });
    expect(minimumSizeOf(lookups, 7)).toBeNull();
    // Every size reaching it passes the minimum, whichever lookup the check picks.
    for (const [widthIn, heightIn] of [
      [1, 1.5],
      [1.5, 1],
      [1.5, 1.5],
    ] as const) {
      const chosen = chooseDimLookup(lookups, 1, widthIn, heightIn);
      expect(
        checkSize({ widthIn, heightIn, lookup: chosen, cuttingId: 1, orientationId: null }).status,
      ).toBe('ok');
    }
  });
});
