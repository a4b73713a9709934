/**
 * Spec 001 §4 "Special processing option rules by product id", the cuttings' part: which
 * special-processing cuttings a product's lists leave out or show disabled. Every form's cutting
 * list uses it (cascade-levels.ts, option-lists.ts), so it is kept apart from the rest of the
 * Special Processing form's rules, which load only with that form.
 */
import { CUTTING_SPECIAL_CUT, CUTTING_SPECIAL_SHEET, PRODUCT_HOLOGRAM } from './catalog-ids';

const CUTTING_6_DISABLED_FOR: readonly number[] = [14, 15];
const CUTTING_7_DISABLED_FOR: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 14, 15];
const CUTTING_7_REMOVED_FOR: readonly number[] = [PRODUCT_HOLOGRAM];

export function isCuttingRemoved(cuttingId: number, productId: number): boolean {
  return cuttingId === CUTTING_SPECIAL_CUT && CUTTING_7_REMOVED_FOR.includes(productId);
}

export function isCuttingDisabled(cuttingId: number, productId: number): boolean {
  if (cuttingId === CUTTING_SPECIAL_SHEET) return CUTTING_6_DISABLED_FOR.includes(productId);
  if (cuttingId === CUTTING_SPECIAL_CUT) return CUTTING_7_DISABLED_FOR.includes(productId);
  return false;
}
