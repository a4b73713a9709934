/**
 * Which help the quote form offers beside a choice (spec 001 §2 "Other modals and panels": the
 * Thomson shape picker, multicut, roll and premium coat modals; the quantity and classic-paper
 * tips). The browser asks here, so the rule of when each one shows lives in one place.
 */
import {
  CUTTING_ROLL,
  MULTI_CUT_CUTTINGS,
  PRODUCT_CLASSIC_PAPER,
  THOMSON_CUTTINGS,
} from './catalog-ids';

/** The modals explaining a cutting; premium coating has its own, beside its select. */
export type CuttingHelpTopic = 'thomson' | 'multi-cut' | 'roll';

/** The modal explaining the chosen cutting, or null when that cutting needs none. */
export function cuttingHelpTopic(cuttingId: number | null): CuttingHelpTopic | null {
  if (cuttingId === null) return null;
  if (THOMSON_CUTTINGS.includes(cuttingId)) return 'thomson';
  if (MULTI_CUT_CUTTINGS.includes(cuttingId)) return 'multi-cut';
  if (cuttingId === CUTTING_ROLL) return 'roll';
  return null;
}

/** Spec 001 §2: the classic-paper tip (uncoated paper: write on it, keep it dry). */
export function showsClassicPaperTip(productId: number | null): boolean {
  return productId === PRODUCT_CLASSIC_PAPER;
}
