import type { Catalog } from './catalog-model';
import { readConfiguration, type ChosenConfiguration } from './chosen-configuration';
import type { Resolved } from './resolve-configuration';
import { priceMatch } from './rules/quantity-rules';
import { quoteTypeFor, type QuoteFacts, type QuoteType } from './rules/submit-action';

/**
 * The quote a quote request's configuration asks for, decided on the server with the page's rule
 * (rules/submit-action.ts quoteTypeFor), so a request says what its configuration implies and
 * never what a client claims (docs/decisions/0024).
 */

type ResolvedOk = Extract<Resolved, { ok: true }>;

/** A refusal, named by the request field it is about. */
export interface QuoteRequestProblem {
  status: 400 | 404 | 422;
  code: string;
  field: string;
  message: string;
}

/**
 * The facts of a resolved configuration at the request's quantity: the same rules the page runs
 * on its state (the resolver's size and cut-count checks, the cutting's flag, price-match on the
 * product's presets, as the page compares a typed quantity).
 */
export function quoteFactsOf(resolved: ResolvedOk, quantity: number | null): QuoteFacts {
  return {
    sizeAboveMaximum: resolved.specialSize,
    specialProcessingCutting: resolved.specialProcessing,
    cutsAboveMaximum: resolved.cutsAboveMaximum,
    quantityAboveRange:
      quantity !== null && priceMatch(quantity, resolved.product.quantities) === false,
  };
}

export type QuoteTypeVerdict =
  | {
      ok: true;
      /** null: the configuration is priced on the page and sold, no quote is needed. */
      quoteType: QuoteType | null;
      /** What was chosen; its quantity is the one asked about. */
      chosen: ChosenConfiguration;
      resolved: ResolvedOk;
    }
  | { ok: false; problem: QuoteRequestProblem };

const problem = (p: QuoteRequestProblem) => ({ ok: false as const, problem: p });

/**
 * Reads a request's configuration (readConfiguration: on the request's page, what disagrees
 * refused) and says which quote it asks for.
 */
export function quoteTypeOf(
  catalog: Catalog,
  request: { configuration: string; featuredItemId: number; quantity: number | null },
): QuoteTypeVerdict {
  const read = readConfiguration(catalog, request);
  if (!read.ok) {
    // The request has no field `width`: what is inside its configuration is answered on it.
    const { status, code, field, message, within } = read.problem;
    return problem({ status, code, field: within ? 'configuration' : field, message });
  }
  const { resolved, chosen } = read;
  return {
    ok: true,
    quoteType: quoteTypeFor(quoteFactsOf(resolved, chosen.quantity)),
    chosen,
    resolved,
  };
}

/** Spec 000 §4: a configuration the page prices goes to the cart; it is not quoted. */
export const QUOTE_NOT_NEEDED_MESSAGE =
  'This configuration is priced on the page: add it to the cart instead of asking for a quote.';

export type QuoteRequestCheck =
  | (Extract<QuoteTypeVerdict, { ok: true }> & { quoteType: QuoteType })
  | { ok: false; problem: QuoteRequestProblem };

/**
 * A quote request as the shop takes it: its configuration asks for a quote, and for the one the
 * request names. Answers the verdict, or the refusal naming the field.
 */
export function checkQuoteRequest(
  catalog: Catalog,
  request: {
    configuration: string;
    featuredItemId: number;
    quantity: number | null;
    quoteType: QuoteType;
  },
): QuoteRequestCheck {
  const verdict = quoteTypeOf(catalog, request);
  if (!verdict.ok) return verdict;
  if (verdict.quoteType === null) {
    return problem({
      status: 422,
      code: 'QUOTE_NOT_NEEDED',
      field: 'configuration',
      message: QUOTE_NOT_NEEDED_MESSAGE,
    });
  }
  if (verdict.quoteType !== request.quoteType) {
    return problem({
      status: 422,
      code: 'QUOTE_TYPE_MISMATCH',
      field: 'quote_type',
      message: `This configuration asks for a ${verdict.quoteType} quote, not ${request.quoteType}.`,
    });
  }
  return { ...verdict, quoteType: verdict.quoteType };
}
