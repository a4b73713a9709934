import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PrintFeatureGroup } from '../catalog-model';
import {
  applyFeaturePreset,
  baseFeatureCode,
  defaultFeatureItemIds,
  disabledFeatureItemIds,
  effectiveFeatureItemIds,
  featureDisplayName,
  featureSide,
  featureSummary,
  holeSizeMm,
  isNoNeedItem,
  outOfStepGroup,
  punchHoleClass,
  shownFeatureSelection,
  toggleFeatureItem,
  visibleFeatureGroups,
} from './print-feature-rules';
import { printFeatureGroups as groups, testGroup } from '../../test/test-catalog';

const sorted = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);

const adHoc = (overrides: Partial<PrintFeatureGroup>): PrintFeatureGroup => ({
  id: 99,
  code: 'ad-hoc',
  name: 'Ad Hoc',
  optionType: 'checkbox',
  maxSelected: 1,
  appliedSide: 'na',
  items: [1, 2, 3].map((id) => ({
    id,
    name: `Item ${id}`,
    filePath: null,
    setupCents: 0,
    perThousandCents: 0,
  })),
  ...overrides,
});

describe('sides and names', () => {
  it('reads the side from an fs-/bs- item name', () => {
    const spotUv = testGroup(7);
    const [frontNoNeed, frontSpot, backNoNeed] = spotUv.items;
    if (!frontNoNeed || !frontSpot || !backNoNeed) throw new Error('fixture');
    expect(featureSide(spotUv, frontSpot)).toBe('front');
    expect(featureSide(spotUv, backNoNeed)).toBe('back');
    expect(featureDisplayName(frontSpot)).toBe('Spot UV');
    expect(isNoNeedItem(frontNoNeed)).toBe(true);
    expect(isNoNeedItem(frontSpot)).toBe(false);
  });

  it('reads the side from an fs-/bs- group code', () => {
    const front = testGroup(8);
    const gold = front.items[0];
    if (!gold) throw new Error('fixture');
    expect(featureSide(front, gold)).toBe('front');
    expect(baseFeatureCode('bs-foil-edge')).toBe('foil-edge');
    expect(baseFeatureCode('emboss-deboss')).toBe('emboss-deboss');
  });

  it('has no side otherwise', () => {
    const emboss = testGroup(2);
    const item = emboss.items[0];
    if (!item) throw new Error('fixture');
    expect(featureSide(emboss, item)).toBeNull();
  });
});

describe('toggleFeatureItem: radio', () => {
  it('replaces the selection of the group', () => {
    expect(sorted(toggleFeatureItem(groups, [113, 121], 2, 111))).toEqual([111, 121]);
  });

  it('keeps the selection when the ticked item is clicked again', () => {
    expect(sorted(toggleFeatureItem(groups, [111], 2, 111))).toEqual([111]);
  });

  it('keeps both sides in step within one group (fs-/bs- items)', () => {
    expect(sorted(toggleFeatureItem(groups, [161, 163], 7, 162))).toEqual([162, 164]);
    expect(sorted(toggleFeatureItem(groups, [162, 164], 7, 163))).toEqual([161, 163]);
  });

  it('keeps both sides in step across a pair of fs-/bs- groups, by item name', () => {
    // The back group lists Silver first; Gold on the front selects Gold (181) on the back.
    expect(sorted(toggleFeatureItem(groups, [172, 182], 8, 171))).toEqual([171, 181]);
    expect(sorted(toggleFeatureItem(groups, [171, 181], 9, 182))).toEqual([172, 182]);
  });

  it('falls back to the same position when the names differ', () => {
    const item = (id: number, name: string) => ({
      id,
      name,
      filePath: null,
      setupCents: 0,
      perThousandCents: 0,
    });
    const both = adHoc({
      optionType: 'radio',
      appliedSide: 'both',
      items: [item(1, 'fs-A'), item(2, 'fs-B'), item(3, 'bs-C'), item(4, 'bs-D')],
    });
    expect(sorted(toggleFeatureItem([both], [1, 3], 99, 2))).toEqual([2, 4]);
  });

  it('does not sync a radio applied to one side', () => {
    const item = (id: number, name: string) => ({
      id,
      name,
      filePath: null,
      setupCents: 0,
      perThousandCents: 0,
    });
    const front = adHoc({
      optionType: 'radio',
      appliedSide: 'front',
      items: [item(1, 'fs-A'), item(2, 'fs-B'), item(3, 'bs-A'), item(4, 'bs-B')],
    });
    expect(sorted(toggleFeatureItem([front], [1, 3], 99, 2))).toEqual([2, 3]);
  });
});

describe('toggleFeatureItem: checkbox', () => {
  it('with max_selected 1, ticking one unticks the others', () => {
    const single = adHoc({ maxSelected: 1 });
    expect(toggleFeatureItem([single], [1], 99, 2)).toEqual([2]);
    expect(toggleFeatureItem([single], [2], 99, 2)).toEqual([]);
  });

  it('ticks and unticks a single punch hole', () => {
    expect(toggleFeatureItem(groups, [], 4, 131)).toEqual([131]);
    expect(toggleFeatureItem(groups, [131], 4, 131)).toEqual([]);
  });

  it('with max_selected 2, refuses a third tick and lets ticked ones untick', () => {
    const two = toggleFeatureItem(groups, toggleFeatureItem(groups, [], 1, 101), 1, 102);
    expect(two).toEqual([101, 102]);
    expect(toggleFeatureItem(groups, two, 1, 103)).toBe(two);
    expect(disabledFeatureItemIds(testGroup(1), two)).toEqual([103]);
    const one = toggleFeatureItem(groups, two, 1, 101);
    expect(one).toEqual([102]);
    expect(disabledFeatureItemIds(testGroup(1), one)).toEqual([]);
    expect(toggleFeatureItem(groups, one, 1, 103)).toEqual([102, 103]);
  });

  it('treats No Need as clearing the set, and a feature as clearing No Need', () => {
    const extras = testGroup(10);
    let ids: readonly number[] = [191];
    ids = toggleFeatureItem(groups, ids, 10, 192);
    expect(ids).toEqual([192]);
    ids = toggleFeatureItem(groups, ids, 10, 193);
    expect(ids).toEqual([192, 193]);
    expect(toggleFeatureItem(groups, ids, 10, 194)).toBe(ids);
    // No Need stays clickable at the limit.
    expect(disabledFeatureItemIds(extras, ids)).toEqual([194]);
    expect(toggleFeatureItem(groups, ids, 10, 191)).toEqual([191]);
  });

  it('leaves items of other groups alone', () => {
    expect(sorted(toggleFeatureItem(groups, [113, 101], 1, 102))).toEqual([101, 102, 113]);
  });

  it('ignores unknown groups and items', () => {
    const ids = [113];
    expect(toggleFeatureItem(groups, ids, 404, 1)).toBe(ids);
    expect(toggleFeatureItem(groups, ids, 2, 999)).toBe(ids);
  });

  it('disables nothing in radio groups and single-choice checkboxes', () => {
    expect(disabledFeatureItemIds(testGroup(2), [111])).toEqual([]);
    expect(disabledFeatureItemIds(testGroup(4), [131])).toEqual([]);
  });
});

describe('defaultFeatureItemIds', () => {
  it('takes the last option for emboss-deboss, punch-holes2 and tag-strings', () => {
    expect(defaultFeatureItemIds([testGroup(2)])).toEqual([113]);
    expect(defaultFeatureItemIds([testGroup(5)])).toEqual([144]);
    expect(defaultFeatureItemIds([testGroup(6)])).toEqual([153]);
  });

  it('takes the first option of other radio groups, per side', () => {
    expect(defaultFeatureItemIds([testGroup(3)])).toEqual([121]);
    expect(sorted(defaultFeatureItemIds([testGroup(7)]))).toEqual([161, 163]);
  });

  it('starts a pair of both-sides groups in step', () => {
    expect(sorted(defaultFeatureItemIds([testGroup(8), testGroup(9)]))).toEqual([171, 181]);
  });

  it('ticks no paid checkbox, only a No Need one', () => {
    expect(defaultFeatureItemIds([testGroup(1)])).toEqual([]);
    expect(defaultFeatureItemIds([testGroup(4)])).toEqual([]);
    expect(defaultFeatureItemIds([testGroup(10)])).toEqual([191]);
  });
});

describe('effective items and the summary', () => {
  it('drops No Need items', () => {
    expect(effectiveFeatureItemIds(groups, [113, 131, 161, 164, 191])).toEqual([131, 164]);
  });

  it('writes one line per group with a real choice', () => {
    expect(featureSummary(groups, [113, 131, 144, 162, 164])).toEqual([
      'Punch Holes: Punch Hole',
      'Hole Size: 8mm',
      'Spot UV: Spot UV (Front), Spot UV (Back)',
    ]);
    expect(featureSummary(groups, [113, 121, 161, 163])).toEqual([]);
  });
});

describe('visibleFeatureGroups', () => {
  it('shows none for product 16', () => {
    expect(visibleFeatureGroups(16, groups, 'Punch Holes: Punch Hole')).toEqual([]);
  });

  it('hides tag strings until the summary mentions Punch Hole', () => {
    const codes = (summary: string) =>
      visibleFeatureGroups(17, groups, summary).map((group) => group.code);
    expect(codes('Hole Size: 8mm')).not.toContain('tag-strings');
    expect(codes('Punch Holes: Punch Hole')).toContain('tag-strings');
    expect(codes('')).toHaveLength(groups.length - 1);
  });
});

describe('applyFeaturePreset', () => {
  const defaults = defaultFeatureItemIds(groups);

  it('applies a map of group code to item ids over the defaults', () => {
    const result = applyFeaturePreset(groups, defaults, {
      'punch-holes': [131],
      'punch-holes2': [142],
      'tag-strings': [151],
    });
    expect(result.ok).toBe(true);
    expect(sorted(result.itemIds)).toEqual(
      sorted([...defaults.filter((id) => ![144, 153].includes(id)), 131, 142, 151]),
    );
  });

  it('accepts the map as JSON text, ids as numeric strings', () => {
    const result = applyFeaturePreset(groups, [113], '{"emboss-deboss":["112"]}');
    expect(result).toEqual({ ok: true, itemIds: [112] });
  });

  it.each([
    ['{not json', 'print-feature preset is not valid JSON'],
    ['[131]', 'print-feature preset is not a map of group code to item ids'],
    [null, 'print-feature preset is not a map of group code to item ids'],
    [42, 'print-feature preset is not a map of group code to item ids'],
    [{ 'punch-holes': 131 }, 'print-feature preset "punch-holes" is not a list'],
    [{ 'punch-holes': [1.5] }, 'print-feature preset "punch-holes" holds a non-integer id'],
    [{ 'punch-holes': ['x'] }, 'print-feature preset "punch-holes" holds a non-integer id'],
  ])('returns an error for %j instead of throwing', (raw, error) => {
    const result = applyFeaturePreset(groups, defaults, raw);
    expect(result).toEqual({ ok: false, error, itemIds: defaults });
    expect(result.itemIds).toBe(defaults);
  });

  it('skips unknown codes and ids', () => {
    const result = applyFeaturePreset(groups, [113], { unknown: [1], 'emboss-deboss': [999] });
    expect(result).toEqual({ ok: true, itemIds: [113] });
  });

  it('keeps one item per radio side and max_selected per checkbox', () => {
    expect(applyFeaturePreset(groups, [113], { 'emboss-deboss': [111, 112] }).itemIds).toEqual([
      111,
    ]);
    expect(applyFeaturePreset(groups, [], { 'foil-stamp': [101, 102, 103] }).itemIds).toEqual([
      101, 102,
    ]);
    expect(applyFeaturePreset(groups, [191], { extras: [191, 192] }).itemIds).toEqual([192]);
  });

  it('replaces only the sides the preset names', () => {
    const result = applyFeaturePreset(groups, [161, 163], { 'spot-uv': [162] });
    expect(sorted(result.itemIds)).toEqual([162, 163]);
  });
});

describe('the selection a form holds (shownFeatureSelection)', () => {
  const spotUv = testGroup(7);
  const punch = [testGroup(4), testGroup(5), testGroup(6)];

  it('gives a side left out the twin of the other side, whichever side is given', () => {
    expect(sorted(shownFeatureSelection(17, [spotUv], [162]).itemIds)).toEqual([162, 164]);
    expect(sorted(shownFeatureSelection(17, [spotUv], [164]).itemIds)).toEqual([162, 164]);
    expect(sorted(shownFeatureSelection(17, [spotUv], []).itemIds)).toEqual([161, 163]);
  });

  it('shows the tag strings with a punch hole only, and drops their items without one', () => {
    const without = shownFeatureSelection(17, punch, [151]);
    expect(without.groups.map((g) => g.code)).toEqual(['punch-holes', 'punch-holes2']);
    expect(without.itemIds).not.toContain(151);
    const withHole = shownFeatureSelection(17, punch, [131, 151]);
    expect(withHole.groups.map((g) => g.code)).toContain('tag-strings');
    expect(withHole.itemIds).toEqual(expect.arrayContaining([131, 151]));
  });

  it('shows nothing for the standard business card', () => {
    expect(shownFeatureSelection(16, [spotUv], [162])).toEqual({ groups: [], itemIds: [] });
  });
});

describe('both sides in step (outOfStepGroup)', () => {
  const spotUv = testGroup(7);

  it('names a radio group whose back is not the twin of its front', () => {
    expect(outOfStepGroup([spotUv], [161, 164])).toBe(spotUv);
    expect(outOfStepGroup([spotUv], [162, 163])).toBe(spotUv);
  });

  it('passes sides in step, a front alone, and groups of one side', () => {
    expect(outOfStepGroup([spotUv], [162, 164])).toBeNull();
    expect(outOfStepGroup([spotUv], [161, 163])).toBeNull();
    expect(outOfStepGroup([spotUv], [162])).toBeNull();
    expect(outOfStepGroup([testGroup(2)], [111])).toBeNull();
  });

  it('holds for every selection the clicks of a form reach', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(161, 162, 163, 164), { maxLength: 8 }), (clicks) => {
        const selected = clicks.reduce<readonly number[]>(
          (ids, itemId) => toggleFeatureItem([spotUv], ids, 7, itemId),
          defaultFeatureItemIds([spotUv]),
        );
        expect(outOfStepGroup([spotUv], selected)).toBeNull();
      }),
    );
  });
});

describe('punch holes', () => {
  it.each([
    ['5mm', 5],
    ['Ø 6 mm', 6],
    ['4.5MM', 4.5],
    ['Large', null],
  ])('reads the hole size of %j', (name, mm) => {
    expect(holeSizeMm(name)).toBe(mm);
  });

  it.each([
    [4, 'punch-hole-4mm'],
    [5, 'punch-hole-5mm'],
    [6, 'punch-hole-6mm'],
    [7, 'punch-hole-7mm'],
    [8, 'punch-hole-8mm'],
    [4.4, 'punch-hole-4mm'],
    [3, null],
    [3.4, null],
    [8.6, null],
    [9, null],
    [Number.NaN, null],
  ])('classes %d mm as %j', (mm, css) => {
    expect(punchHoleClass(mm)).toBe(css);
  });
});

describe('properties of any click sequence from the defaults', () => {
  const clicks = fc.array(
    fc.constantFrom(...groups.flatMap((group) => group.items.map((item) => [group.id, item.id]))),
    { maxLength: 40 },
  );

  it('keeps checkbox limits, one item per radio side and both sides in step', () => {
    fc.assert(
      fc.property(clicks, (sequence) => {
        let ids: readonly number[] = defaultFeatureItemIds(groups);
        for (const [groupId, itemId] of sequence) {
          ids = toggleFeatureItem(groups, ids, groupId ?? 0, itemId ?? 0);
        }
        expect(new Set(ids).size).toBe(ids.length);
        for (const group of groups) {
          const chosen = group.items.filter((item) => ids.includes(item.id));
          if (group.optionType === 'checkbox') {
            const features = chosen.filter((item) => !isNoNeedItem(item));
            expect(features.length).toBeLessThanOrEqual(Math.max(1, group.maxSelected));
          } else {
            const sides = new Set(group.items.map((item) => featureSide(group, item)));
            expect(chosen.length).toBe(sides.size);
          }
        }
        const names = (groupIds: number[], side: 'front' | 'back') =>
          groups
            .filter((group) => groupIds.includes(group.id))
            .flatMap((group) =>
              group.items.filter(
                (item) => ids.includes(item.id) && featureSide(group, item) === side,
              ),
            )
            .map(featureDisplayName);
        expect(names([7], 'front')).toEqual(names([7], 'back'));
        expect(names([8, 9], 'front')).toEqual(names([8, 9], 'back'));
      }),
    );
  });
});
