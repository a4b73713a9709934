import { addDays, lightFormat } from 'date-fns';

/** A quotation stays valid for 30 days from its issue date (spec 001 §7: the printed document). */
export const QUOTATION_VALID_DAYS = 30;

/** The last day a quotation issued on `issueDate` (yyyy-MM-dd, the shop's date) is valid. */
export function quotationValidUntil(issueDate: string): string {
  // Noon UTC: a calendar day the same in every zone, so adding days never crosses a DST edge.
  return lightFormat(
    addDays(new Date(`${issueDate}T12:00:00Z`), QUOTATION_VALID_DAYS),
    'yyyy-MM-dd',
  );
}
