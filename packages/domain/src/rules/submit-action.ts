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

/**
 * Which form takes the request: the Special Processing form for a special-processing cutting
 * (issue 16); the QUOTE dialog for a special size, a special quantity, or more than 30 cuts per
 * shape (the Special Processing form itself refuses more than 30, spec 001 §5).
 */
export type QuoteRequestForm = 'special-processing' | 'quote';

export type SubmitAction =
  | { kind: 'add-to-cart'; label: (typeof SUBMIT_LABELS)['add-to-cart'] }
  | {
      kind: 'request-quote';
      label: (typeof SUBMIT_LABELS)['request-quote'];
      quoteType: QuoteType;
      form: QuoteRequestForm;
    };

export interface SubmitActionInput {
  size: SizeCheck;
  /** 31 to 10000 cuts per shape (rules/cut-count-rules.ts cutsAboveMaximum): a quote. */
  cutsAboveMaximum: boolean;
  /** The configuration's prices, or null while it cannot be priced (a size missing or too small). */
  pricing: PricingResponse | null;
  /** priceMatch of a typed custom quantity; null for a preset quantity or an empty field. */
  customQuantityMatch: PriceMatch | null;
}

const quote = (quoteType: QuoteType, form: QuoteRequestForm): SubmitAction => ({
  kind: 'request-quote',
  label: SUBMIT_LABELS['request-quote'],
  quoteType,
  form,
});

/**
 * Why a configuration is priced by quote rather than sold, each fact established by its own rule
 * (rules/size-rules.ts, cut-count-rules.ts, quantity-rules.ts, the cutting's special-processing
 * flag). The page gathers them from its state and prices (submitAction), the server from the
 * configuration a quote request carries (quote-type.ts quoteTypeOf); both then ask quoteTypeFor.
 */
export interface QuoteFacts {
  /** Above the largest size of the size lookup (spec 000 §5, 001 §5). */
  sizeAboveMaximum: boolean;
  /** A cutting flagged special processing (spec 001 §3 Cutting, §4). */
  specialProcessingCutting: boolean;
  /** 31 to 10000 cuts per shape (001 §5, §8). */
  cutsAboveMaximum: boolean;
  /** A quantity above the largest preset: price-match false (000 §4, §5). */
  quantityAboveRange: boolean;
}

/**
 * The quote a configuration asks for, or null when it is priced and sold (the one rule of the
 * button and of the server's check of a quote request's quote_type). A special size comes first
 * (spec 000 §4: the button asks for a quote "when the size is over the maximum"); many cuts per
 * shape are cutting work on an ordinary size, answered by the clerk who prices cutting (die lines,
 * processing), so they are filed as Special Processing like a special-processing cutting; a
 * quantity above the range comes last.
 */
export function quoteTypeFor(facts: QuoteFacts): QuoteType | null {
  if (facts.sizeAboveMaximum) return 'Special Size';
  if (facts.specialProcessingCutting || facts.cutsAboveMaximum) return 'Special Processing';
  if (facts.quantityAboveRange) return 'Special Quantity';
  return null;
}

/**
 * A special size (spec 000 §5), a special-processing cutting, more than 30 cuts per shape (001 §5,
 * §8) or a quantity above the presets (000 §4) asks for a quote; everything else is added to the
 * cart (the button may still be disabled until the form is complete). The page's own checks
 * decide at once; the server's pricing answer, once it arrives, counts too.
 */
export function submitAction(input: SubmitActionInput): SubmitAction {
  const reason = input.pricing?.quote_reason ?? null;
  const facts: QuoteFacts = {
    sizeAboveMaximum: input.size.status === 'above-maximum' || reason === 'size-above-maximum',
    specialProcessingCutting: reason === 'special-processing',
    cutsAboveMaximum: input.cutsAboveMaximum || reason === 'cuts-above-maximum',
    quantityAboveRange: reason === 'quantity-above-range' || input.customQuantityMatch === false,
  };
  const quoteType = quoteTypeFor(facts);
  if (quoteType === null) return { kind: 'add-to-cart', label: SUBMIT_LABELS['add-to-cart'] };
  const form =
    quoteType === 'Special Processing' && facts.specialProcessingCutting
      ? 'special-processing'
      : 'quote';
  return quote(quoteType, form);
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
