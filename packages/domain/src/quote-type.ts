import type { Catalog } from './catalog-model';
import { queryObject } from './cart';
import { pricingQuerySchema, type PricingQuery } from './pricing-query';
import { resolveConfiguration, type Resolved } from './resolve-configuration';
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
  field: 'configuration' | 'featured_item_id' | 'quantity' | 'quote_type';
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
      query: PricingQuery;
      resolved: ResolvedOk;
      /** The quantity asked about: the configuration's, else the one the request gives. */
      quantity: number | null;
    }
  | { ok: false; problem: QuoteRequestProblem };

const problem = (p: QuoteRequestProblem) => ({ ok: false as const, problem: p });

/**
 * Reads a request's configuration (the pricing query the page sends) as the pricing endpoint
 * does, on the request's page, and says which quote it asks for. Whatever is wrong inside the
 * configuration is answered on the field `configuration` (the body has no field `width`); only
 * a page that does not exist is answered on the request's `featured_item_id`.
 */
export function quoteTypeOf(
  catalog: Catalog,
  request: { configuration: string; featuredItemId: number; quantity: number | null },
): QuoteTypeVerdict {
  const parsed = pricingQuerySchema.safeParse(queryObject(request.configuration));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path.join('.') ?? '';
    const said = issue?.message ?? 'invalid';
    // Most of the schema's messages name the query's key ("width must be ..."); zod's own do not.
    const why = key && !said.startsWith(key) ? `${key}: ${said}` : said;
    return problem({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'configuration',
      message: `The configuration is not a valid pricing query: ${why}.`,
    });
  }
  const query = parsed.data;
  const resolved = resolveConfiguration(catalog, {
    ...query,
    featured_item_id: request.featuredItemId,
  });
  if (!resolved.ok) {
    const { status, code, field, message } = resolved.problem;
    // A page that does not exist is the request's own field; a page that does not sell the
    // configuration's product is the configuration's problem.
    const ownPage = field === 'featured_item_id' && code === 'UNKNOWN_ID';
    return problem({ status, code, field: ownPage ? field : 'configuration', message });
  }
  // Resolved on the request's page (which must exist); the configuration must be of it too.
  if (query.featured_item_id !== undefined && query.featured_item_id !== request.featuredItemId) {
    return problem({
      status: 422,
      code: 'INCOMPATIBLE_OPTIONS',
      field: 'configuration',
      message: `The configuration is of page ${query.featured_item_id}, not of page ${request.featuredItemId} the request is for.`,
    });
  }
  // The page sends its typed quantity in both places; a request whose two quantities differ
  // would store one and be judged on the other.
  const configured = resolved.customQuantity ?? resolved.quantity;
  if (configured !== null && request.quantity !== null && configured !== request.quantity) {
    return problem({
      status: 422,
      code: 'QUANTITY_MISMATCH',
      field: 'quantity',
      message: `The quantity (${request.quantity}) is not the configuration's (${configured}).`,
    });
  }
  const quantity = configured ?? request.quantity;
  return {
    ok: true,
    quoteType: quoteTypeFor(quoteFactsOf(resolved, quantity)),
    query,
    resolved,
    quantity,
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
