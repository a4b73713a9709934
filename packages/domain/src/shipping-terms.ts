import { format } from 'date-fns';
import { CUTOFF_HOUR } from './shipping-calendar';

// The shipping terms in words, apart from the calendar's arithmetic, which every product page
// loads first; these are read by the lower sections and the Shipping & Returns page only.

/** '6:00 PM': the cut-off as the shop's pages print it. */
export function cutoffTimeLabel(): string {
  return format(new Date(2000, 0, 1, CUTOFF_HOUR), 'h:mm a');
}

/**
 * Spec 000 §9 and 001 §9, the shipping terms in the shop's own words: one list for the product
 * pages' shipping section and the Shipping & Returns page (issue 27 item 14).
 */
export const SHIPPING_TERMS: readonly string[] = [
  `Orders approved and paid after ${cutoffTimeLabel()} (shop time) count from the next business day.`,
  'Delivery takes up to 3 business days after your order is dispatched.',
  'Delivery dates are estimates; we cannot guarantee a delivery date.',
  'Standard: 8–14 business days in all, delivery included.',
  'Express: 5–11 business days in all, delivery included.',
  'Special processing (foil, emboss, die cut and the like) can add a few days.',
];
