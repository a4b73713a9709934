/**
 * What the quote form's main button does, and so what every message around it may say (issue 11
 * item 3): the page renders this value, it never compares message strings to decide.
 */
import type { PricingResponse } from '../pricing-response';
import type { PriceMatch } from './quantity-rules';
import { SPECIAL_SIZE_QUOTE, type SizeCheck } from './size-rules';

/** The button's text per action (spec 000 §4). */
export const SUBMIT_LABELS = {
  'add-to-cart': 'ADD TO CART',
  'request-quote': 'REQUEST A QUOTE',
} as const;

export type SubmitLabel = (typeof SUBMIT_LABELS)[keyof typeof SUBMIT_LABELS];

/** The quote_type a quote request carries (spec 000 §3). */
export type QuoteType = 'Special Size' | 'Special Quantity' | 'Special Processing';

export type SubmitAction =
  | { kind: 'add-to-cart'; label: (typeof SUBMIT_LABELS)['add-to-cart'] }
  | { kind: 'request-quote'; label: (typeof SUBMIT_LABELS)['request-quote']; quoteType: QuoteType };

export interface SubmitActionInput {
  size: SizeCheck;
  /** 31 to 10000 cuts per shape (rules/cut-count-rules.ts cutsAboveMaximum): a quote. */
  cutsAboveMaximum: boolean;
  /** The configuration's prices, or null while it cannot be priced (a size missing or too small). */
  pricing: PricingResponse | null;
  /** priceMatch of a typed custom quantity; null for a preset quantity or an empty field. */
  customQuantityMatch: PriceMatch | null;
}

const quote = (quoteType: QuoteType): SubmitAction => ({
  kind: 'request-quote',
  label: SUBMIT_LABELS['request-quote'],
  quoteType,
});

/**
 * A special size (spec 000 §5), a special-processing cutting, more than 30 cuts per shape (001 §5,
 * §8) or a quantity above the presets (000 §4) asks for a quote; everything else is added to the cart (the button may still be
 * disabled until the form is complete).
 */
export function submitAction(input: SubmitActionInput): SubmitAction {
  if (input.size.status === 'above-maximum') return quote('Special Size');
  if (input.pricing?.quote_reason === 'special-processing') return quote('Special Processing');
  // Many cuts per shape are cutting work on an ordinary size: the clerk who prices cutting (die
  // lines, processing) answers it, so it is filed as Special Processing, not Special Size.
  if (input.cutsAboveMaximum || input.pricing?.quote_reason === 'cuts-above-maximum') {
    return quote('Special Processing');
  }
  if (input.pricing?.status === 'quote' || input.customQuantityMatch === false) {
    return quote('Special Quantity');
  }
  return { kind: 'add-to-cart', label: SUBMIT_LABELS['add-to-cart'] };
}

/**
 * The price table's line when it has no prices to list, in the words of the form above it: a
 * quote request when the form asks for one (the quote form's button; a card page's PRICE tab has
 * no button, only the special-size link), otherwise what the form still needs.
 */
export function unpricedNotice(
  action: SubmitAction,
  form: 'quote-form' | 'price-tab' = 'quote-form',
): string {
  if (action.kind !== 'request-quote')
    return 'Enter a size within the limits shown above to see the prices.';
  return form === 'price-tab'
    ? `This size is priced on request: ${SPECIAL_SIZE_QUOTE.link.toLowerCase()} above and we will reply with a price.`
    : `This configuration is priced on request: use ${action.label} above and we will reply with a price.`;
}
