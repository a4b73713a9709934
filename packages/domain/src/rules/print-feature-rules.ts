/**
 * Print features (spec 000 §3 "Print feature group", §4 "Print features", §9; spec 001 §5).
 *
 * A selection is a flat list of item ids, as Configuration.printFeatureItemIds holds it. Radio
 * groups always hold one item per side, "No Need" included: the item named No Need means none,
 * so it is left out by effectiveFeatureItemIds and the summary, not from the selection (the radio
 * needs something ticked).
 *
 * Sides: a group applied to both sides carries front and back items whose names start with
 * "fs-" and "bs-" (one group, as the demo catalog seeds it); a pair of groups whose codes start
 * with "fs-"/"bs-" is understood too. Within a group each side is its own radio set.
 */
import type { PrintFeatureGroup, PrintFeatureItem } from '../catalog-model';
import {
  FEATURE_EMBOSS_DEBOSS,
  FEATURE_PUNCH_HOLES_2,
  FEATURE_TAG_STRINGS,
  PRINTED_SIDE_BOTH,
  PRODUCTS_WITHOUT_PRINT_FEATURES,
} from './catalog-ids';

export type FeatureSide = 'front' | 'back';

const FRONT_PREFIX = 'fs-';
const BACK_PREFIX = 'bs-';
const NO_NEED = 'no need';
/** Spec 000 §4: tag strings appear only once the quote summary mentions a punch hole. */
export const PUNCH_HOLE_SUMMARY_TEXT = 'Punch Hole';
/** Spec 000 §4: these groups default to their last option, all others to the first. */
export const LAST_OPTION_DEFAULT_CODES: readonly string[] = [
  FEATURE_EMBOSS_DEBOSS,
  FEATURE_PUNCH_HOLES_2,
  FEATURE_TAG_STRINGS,
];
/** Spec 000 §9, 001 §9: punch-hole classes exist for 4 to 8 mm. */
export const PUNCH_HOLE_MIN_MM = 4;
export const PUNCH_HOLE_MAX_MM = 8;

function sideOfText(text: string): FeatureSide | null {
  if (text.startsWith(FRONT_PREFIX)) return 'front';
  if (text.startsWith(BACK_PREFIX)) return 'back';
  return null;
}

function stripSide(text: string): string {
  return sideOfText(text) === null ? text : text.slice(FRONT_PREFIX.length);
}

/** The group code without an fs-/bs- prefix (what the default and visibility rules key on). */
export function baseFeatureCode(code: string): string {
  return stripSide(code);
}

/** The side an item belongs to: its name's prefix, else its group code's, else none. */
export function featureSide(group: PrintFeatureGroup, item: PrintFeatureItem): FeatureSide | null {
  return sideOfText(item.name) ?? sideOfText(group.code);
}

/** The item's name as shown, without the fs-/bs- prefix. */
export function featureDisplayName(item: PrintFeatureItem): string {
  return stripSide(item.name);
}

export function isNoNeedItem(item: PrintFeatureItem): boolean {
  return featureDisplayName(item).trim().toLowerCase() === NO_NEED;
}

/** The items that form one radio/checkbox set: same group, same side. */
function sideItems(group: PrintFeatureGroup, side: FeatureSide | null): PrintFeatureItem[] {
  return group.items.filter((item) => featureSide(group, item) === side);
}

function without(selected: readonly number[], items: readonly PrintFeatureItem[]): number[] {
  const ids = new Set(items.map((item) => item.id));
  return selected.filter((id) => !ids.has(id));
}

function findItem(
  groups: readonly PrintFeatureGroup[],
  groupId: number,
  itemId: number,
): { group: PrintFeatureGroup; item: PrintFeatureItem } | null {
  const group = groups.find((candidate) => candidate.id === groupId);
  const item = group?.items.find((candidate) => candidate.id === itemId);
  return group && item ? { group, item } : null;
}

/** The other side's twin of a both-sides radio item: same base code, same name, else same slot. */
function counterpart(
  groups: readonly PrintFeatureGroup[],
  group: PrintFeatureGroup,
  item: PrintFeatureItem,
): { group: PrintFeatureGroup; item: PrintFeatureItem } | null {
  const side = featureSide(group, item);
  if (side === null) return null;
  const other: FeatureSide = side === 'front' ? 'back' : 'front';
  const slot = sideItems(group, side).findIndex((candidate) => candidate.id === item.id);
  const twins = groups.filter(
    (candidate) =>
      candidate.appliedSide === 'both' &&
      baseFeatureCode(candidate.code) === baseFeatureCode(group.code),
  );
  for (const twinGroup of twins) {
    const otherItems = sideItems(twinGroup, other);
    const byName = otherItems.find(
      (candidate) => featureDisplayName(candidate) === featureDisplayName(item),
    );
    if (byName) return { group: twinGroup, item: byName };
  }
  for (const twinGroup of twins) {
    const bySlot = sideItems(twinGroup, other)[slot];
    if (bySlot) return { group: twinGroup, item: bySlot };
  }
  return null;
}

function selectRadio(
  selected: readonly number[],
  group: PrintFeatureGroup,
  item: PrintFeatureItem,
): number[] {
  return [...without(selected, sideItems(group, featureSide(group, item))), item.id];
}

function toggleCheckbox(
  selected: readonly number[],
  group: PrintFeatureGroup,
  item: PrintFeatureItem,
): readonly number[] {
  if (selected.includes(item.id)) return selected.filter((id) => id !== item.id);
  const set = sideItems(group, featureSide(group, item));
  // Ticking No Need clears the set; ticking a feature clears No Need.
  if (isNoNeedItem(item) || group.maxSelected <= 1) return [...without(selected, set), item.id];
  const withoutNoNeed = without(
    selected,
    set.filter((candidate) => isNoNeedItem(candidate)),
  );
  const ticked = set.filter((candidate) => withoutNoNeed.includes(candidate.id)).length;
  if (ticked >= group.maxSelected) return selected;
  return [...withoutNoNeed, item.id];
}

/**
 * A click on an item (spec 000 §4): radio selects it (and, applied to both sides, selects the
 * twin on the other side); a checkbox with max_selected 1 replaces the others; one with a higher
 * max refuses new ticks at the limit (the same array comes back) while ticked ones untick.
 * Unknown group or item: unchanged.
 */
export function toggleFeatureItem(
  groups: readonly PrintFeatureGroup[],
  selected: readonly number[],
  groupId: number,
  itemId: number,
): readonly number[] {
  const found = findItem(groups, groupId, itemId);
  if (!found) return selected;
  const { group, item } = found;
  if (group.optionType === 'checkbox') return toggleCheckbox(selected, group, item);
  const next = selectRadio(selected, group, item);
  if (group.appliedSide !== 'both') return next;
  const twin = counterpart(groups, group, item);
  return twin ? selectRadio(next, twin.group, twin.item) : next;
}

/** Items that refuse a tick: unticked features of a checkbox set at its max_selected (> 1). */
export function disabledFeatureItemIds(
  group: PrintFeatureGroup,
  selected: readonly number[],
): number[] {
  if (group.optionType !== 'checkbox' || group.maxSelected <= 1) return [];
  const sides = new Set(group.items.map((item) => featureSide(group, item)));
  const disabled: number[] = [];
  for (const side of sides) {
    const features = sideItems(group, side).filter((item) => !isNoNeedItem(item));
    const ticked = features.filter((item) => selected.includes(item.id));
    if (ticked.length < group.maxSelected) continue;
    disabled.push(...features.filter((item) => !selected.includes(item.id)).map((item) => item.id));
  }
  return disabled;
}

function groupDefaults(group: PrintFeatureGroup): number[] {
  const sides = new Set(group.items.map((item) => featureSide(group, item)));
  const ids: number[] = [];
  for (const side of sides) {
    const items = sideItems(group, side);
    if (group.optionType === 'checkbox') {
      // Ticking a paid checkbox by default would add cost nobody asked for: only No Need is.
      const noNeed = items.find((item) => isNoNeedItem(item));
      if (noNeed) ids.push(noNeed.id);
      continue;
    }
    const last = LAST_OPTION_DEFAULT_CODES.includes(baseFeatureCode(group.code));
    const pick = last ? items[items.length - 1] : items[0];
    if (pick) ids.push(pick.id);
  }
  return ids;
}

/**
 * Spec 000 §4: the last option for emboss-deboss, punch-holes2 and tag-strings, else the first.
 * A both-sides radio starts in step: the back takes the twin of the front's default.
 */
export function defaultFeatureItemIds(groups: readonly PrintFeatureGroup[]): number[] {
  let ids = groups.flatMap(groupDefaults);
  for (const group of groups) {
    if (group.optionType !== 'radio' || group.appliedSide !== 'both') continue;
    for (const item of group.items) {
      if (!ids.includes(item.id) || featureSide(group, item) !== 'front') continue;
      const twin = counterpart(groups, group, item);
      if (twin) ids = selectRadio(ids, twin.group, twin.item);
    }
  }
  return ids;
}

/**
 * Gives every side set with nothing selected its default, so a newly shown group, or the back of
 * a both-sides radio once the back is printed, holds a choice. A side joining a selected other
 * side takes its twin, keeping both sides in step (spec 000 §4): a back joining a front on the
 * form, either side left out of a query on the server.
 */
export function completeFeatureSelection(
  groups: readonly PrintFeatureGroup[],
  selected: readonly number[],
): number[] {
  let ids = [...selected];
  const defaults = defaultFeatureItemIds(groups);
  for (const group of groups) {
    const sides = new Set(group.items.map((item) => featureSide(group, item)));
    for (const side of sides) {
      const set = sideItems(group, side);
      if (set.some((item) => ids.includes(item.id))) continue;
      const otherSide = side === 'back' ? 'front' : side === 'front' ? 'back' : null;
      const other =
        otherSide && group.optionType === 'radio'
          ? sideItems(group, otherSide).find((item) => ids.includes(item.id))
          : undefined;
      const twin = other ? counterpart(groups, group, other) : null;
      if (twin) ids = selectRadio(ids, twin.group, twin.item);
      else ids.push(...set.filter((item) => defaults.includes(item.id)).map((item) => item.id));
    }
  }
  return ids;
}

/** The selected items that mean something (No Need removed), for pricing and summaries. */
export function effectiveFeatureItemIds(
  groups: readonly PrintFeatureGroup[],
  selected: readonly number[],
): number[] {
  const noNeed = new Set(
    groups.flatMap((group) => group.items.filter(isNoNeedItem).map((item) => item.id)),
  );
  return selected.filter((id) => !noNeed.has(id));
}

/** One line per group with a real choice: "Punch Holes: Punch Hole", "Spot UV: Spot UV (Front)". */
export function featureSummary(
  groups: readonly PrintFeatureGroup[],
  selected: readonly number[],
): string[] {
  const lines: string[] = [];
  for (const group of groups) {
    const names = group.items
      .filter((item) => selected.includes(item.id) && !isNoNeedItem(item))
      .map((item) => {
        const side = featureSide(group, item);
        const label = featureDisplayName(item);
        return side === null ? label : `${label} (${side === 'front' ? 'Front' : 'Back'})`;
      });
    if (names.length > 0) lines.push(`${group.name}: ${names.join(', ')}`);
  }
  return lines;
}

/**
 * Back-side features need a printed back: with one printed side the back items of a both-sides
 * group, and groups for the back alone, are not offered. No printed-side choice (stickers) or
 * both sides (spec 000 §3: id 2) keeps every group.
 */
export function featureGroupsForSides(
  groups: readonly PrintFeatureGroup[],
  printedSideId: number | null,
): PrintFeatureGroup[] {
  if (printedSideId === null || printedSideId === PRINTED_SIDE_BOTH) return [...groups];
  return groups
    .filter((group) => group.appliedSide !== 'back' && sideOfText(group.code) !== 'back')
    .map((group) =>
      group.appliedSide === 'both'
        ? { ...group, items: group.items.filter((item) => featureSide(group, item) !== 'back') }
        : group,
    );
}

/** Spec 000 §4: the groups shown, given the product and the current quote summary. */
export function visibleFeatureGroups(
  productId: number,
  groups: readonly PrintFeatureGroup[],
  quoteSummary: string,
): PrintFeatureGroup[] {
  if (PRODUCTS_WITHOUT_PRINT_FEATURES.includes(productId)) return [];
  const tagStrings = quoteSummary.includes(PUNCH_HOLE_SUMMARY_TEXT);
  return groups.filter(
    (group) => tagStrings || baseFeatureCode(group.code) !== FEATURE_TAG_STRINGS,
  );
}

/**
 * Spec 000 §4: radio features applied to both sides keep both sides in step. The first group
 * whose back holds another choice than the twin of its front, or null when all are in step (the
 * form's clicks keep them so; a query may not).
 */
export function outOfStepGroup(
  groups: readonly PrintFeatureGroup[],
  selected: readonly number[],
): PrintFeatureGroup | null {
  for (const group of groups) {
    if (group.optionType !== 'radio' || group.appliedSide !== 'both') continue;
    for (const item of sideItems(group, 'front')) {
      if (!selected.includes(item.id)) continue;
      const twin = counterpart(groups, group, item);
      const back = twin ? sideItems(twin.group, 'back') : [];
      if (twin && !selected.includes(twin.item.id) && back.some((b) => selected.includes(b.id))) {
        return group;
      }
    }
  }
  return null;
}

/**
 * The groups a form shows for a selection and the selection it then holds: tag strings need a
 * punch hole (spec 000 §4), the items of hidden groups are dropped, and every shown side set holds
 * a choice (its default, or the front's twin). The page's form keeps its selection this way after
 * every change, and the server completes a query's selection the same way (issue 12), so both
 * hold the same items for the same choices.
 */
export function shownFeatureSelection(
  productId: number,
  candidates: readonly PrintFeatureGroup[],
  itemIds: readonly number[],
): { groups: PrintFeatureGroup[]; itemIds: number[] } {
  const summary = featureSummary(candidates, itemIds).join('\n');
  const groups = visibleFeatureGroups(productId, candidates, summary);
  const shown = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));
  const kept = itemIds.filter((id) => shown.has(id));
  return { groups, itemIds: completeFeatureSelection(groups, kept) };
}

export type FeaturePresetResult =
  { ok: true; itemIds: number[] } | { ok: false; error: string; itemIds: readonly number[] };

function parsePresetMap(raw: unknown): Map<string, number[]> | string {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return 'print-feature preset is not valid JSON';
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'print-feature preset is not a map of group code to item ids';
  }
  const map = new Map<string, number[]>();
  for (const [code, ids] of Object.entries(value)) {
    if (!Array.isArray(ids)) return `print-feature preset "${code}" is not a list`;
    const numbers: number[] = [];
    for (const id of ids as unknown[]) {
      const number = typeof id === 'string' && id.trim() !== '' ? Number(id) : id;
      if (typeof number !== 'number' || !Number.isInteger(number)) {
        return `print-feature preset "${code}" holds a non-integer id`;
      }
      numbers.push(number);
    }
    map.set(code, numbers);
  }
  return map;
}

function presetPick(group: PrintFeatureGroup, items: readonly PrintFeatureItem[]): number[] {
  if (group.optionType === 'radio') return items.slice(0, 1).map((item) => item.id);
  const features = items.filter((item) => !isNoNeedItem(item));
  const chosen = features.length > 0 ? features : items.slice(0, 1);
  return chosen.slice(0, Math.max(1, group.maxSelected)).map((item) => item.id);
}

/**
 * Applies a featured preset's map (group code -> item ids, spec 000 §3/§4) over `selected`
 * (normally the defaults). Raw JSON text or an object are accepted; anything unparseable comes
 * back as an error with `selected` unchanged, for the caller to log and ignore. Unknown codes and
 * ids are skipped; each side set a preset names is replaced, within its radio/max_selected rule.
 */
export function applyFeaturePreset(
  groups: readonly PrintFeatureGroup[],
  selected: readonly number[],
  raw: unknown,
): FeaturePresetResult {
  const parsed = parsePresetMap(raw);
  if (typeof parsed === 'string') return { ok: false, error: parsed, itemIds: selected };
  let next = [...selected];
  for (const [code, ids] of parsed) {
    const group = groups.find((candidate) => candidate.code === code);
    if (!group) continue;
    const items = ids
      .map((id) => group.items.find((item) => item.id === id))
      .filter((item): item is PrintFeatureItem => item !== undefined);
    const sides = new Set(items.map((item) => featureSide(group, item)));
    for (const side of sides) {
      next = [
        ...without(next, sideItems(group, side)),
        ...presetPick(
          group,
          items.filter((item) => featureSide(group, item) === side),
        ),
      ];
    }
  }
  return { ok: true, itemIds: next };
}

/** Hole size in mm from an item name such as "5mm" or "Ø 6 mm"; null when none is named. */
export function holeSizeMm(name: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*mm/i.exec(name);
  return match?.[1] === undefined ? null : Number.parseFloat(match[1]);
}

/** Spec 000 §9: the punch-hole class for 4 to 8 mm (rounded to whole mm); null outside. */
export function punchHoleClass(mm: number): string | null {
  const whole = Math.round(mm);
  if (!(whole >= PUNCH_HOLE_MIN_MM && whole <= PUNCH_HOLE_MAX_MM)) return null;
  return `punch-hole-${whole}mm`;
}
