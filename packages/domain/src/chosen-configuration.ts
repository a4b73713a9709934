import type { Catalog } from './catalog-model';
import type { Configuration } from './configuration';
import { pricingQuerySchema } from './pricing-query';
import { resolveConfiguration, type Resolved } from './resolve-configuration';

/**
 * What a visitor chose on a product page, as the shop keeps it (issue 29, ADR 0040): every
 * option resolved to an id on the page it was chosen on, with the quantity asked for. A cart
 * line, a quote request and a quotation store this value (jsonb) and read it back as it is:
 * nothing parses or resolves a stored configuration again, and a later change of the catalog's
 * defaults does not change what was chosen.
 */
export interface ChosenConfiguration {
  /** The product page (featured item) it was chosen on. */
  featuredItemId: number;
  /** Every option, resolved: ids, size in inches, sets (`kinds`), print features. */
  options: Configuration;
  /** The quantity asked for: the tier, or the page's typed quantity; null when none was. */
  quantity: number | null;
  /** The quantity typed on the page (spec 000 §5 custom quantity); null for a tier. */
  customQuantity: number | null;
}

/**
 * A configuration stored before issue 29 that today's catalog could not read when it was
 * converted (ADR 0040): kept as it came, never lost; what was shown of it (a cart line's stored
 * summary) is shown still.
 */
export interface UnreadConfiguration {
  unread: unknown;
}

/**
 * A line staff quoted by hand answering a quote request (issue 34, ADR 0050): no configuration
 * the catalog prices, but its quotation's line, which prices it while the quotation is valid.
 */
export interface QuotedConfiguration {
  quoted: {
    quotationNo: string;
    /** Which line of the quotation (0-based). */
    line: number;
    /** What the customer sees as the item's name: the request's kind, "Special Processing". */
    title: string;
    /** The size the request asked for (its artwork is checked at it); null when none was. */
    size: { widthIn: number; heightIn: number } | null;
  };
}

export type StoredConfiguration = ChosenConfiguration | UnreadConfiguration | QuotedConfiguration;

export const isChosen = (stored: StoredConfiguration): stored is ChosenConfiguration =>
  'options' in stored;

export const isQuoted = (stored: StoredConfiguration): stored is QuotedConfiguration =>
  'quoted' in stored;

/** A refusal of a configuration, naming the field it is about. */
export interface ConfigurationProblem {
  status: 400 | 404 | 422;
  code: string;
  /** The request's field, or with `within` the configuration's own key (`width`, `cutting_id`). */
  field: string;
  message: string;
  /**
   * The problem is inside the configuration, named by its own key. A quote request answers it
   * on its field `configuration` (ADR 0024), the cart under the key the page shows it at.
   */
  within?: true;
}

type ResolvedOk = Extract<Resolved, { ok: true }>;

export type ConfigurationRead =
  | { ok: true; chosen: ChosenConfiguration; resolved: ResolvedOk }
  | { ok: false; problem: ConfigurationProblem };

/** What comes with a configuration on the wire (spec 000 §3): the page and quantity it is for. */
export interface ConfigurationInput {
  /** The pricing query of get/pricing-data, as the spec's payload carries it. */
  configuration: string;
  /** The page the request is for. */
  featuredItemId: number;
  /** The product the request names (the quote payload's `product_id`), when it names one. */
  productId?: number;
  /** The request's own quantity; null when it gives none. */
  quantity: number | null;
  /** The request's number of sets; the configuration's own when not given. */
  kinds?: number;
}

/** The pricing query string as get/pricing-data would parse it (repeated keys become lists). */
function queryObject(query: string): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = object[key];
    if (previous === undefined) object[key] = key.endsWith('[]') ? [value] : value;
    else object[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return object;
}

const refused = (problem: ConfigurationProblem) => ({ ok: false as const, problem });

/**
 * The one reader of a configuration from outside (issue 29): the spec's query string, read as
 * the pricing endpoint reads it, resolved on the request's page. One policy for everything:
 * what disagrees is refused, naming the field, never corrected.
 *
 * - What is wrong inside the configuration is named by its own key, marked `within`; only a page
 *   that does not exist is the request's own `featured_item_id`.
 * - A configuration of another page than the request's, or of another product than the one the
 *   request names, is refused (422).
 * - A quantity in the configuration (the page's typed one) and the request's must be the same.
 */
export function readConfiguration(catalog: Catalog, input: ConfigurationInput): ConfigurationRead {
  const parsed = pricingQuerySchema.safeParse(queryObject(input.configuration));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path.join('.') ?? '';
    const said = issue?.message ?? 'invalid';
    // Most of the schema's messages name the query's key ("width must be ..."); zod's own do not.
    const why = key && !said.startsWith(key) ? `${key}: ${said}` : said;
    return refused({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'configuration',
      message: `The configuration is not a valid pricing query: ${why}.`,
    });
  }
  const query = parsed.data;
  if (input.productId !== undefined && query.product_id !== input.productId) {
    return refused({
      status: 422,
      code: 'PRICE_MISMATCH',
      field: 'product_id',
      message: `The product id sent (${input.productId}) is not the configuration's (${query.product_id}). Refresh the price and try again.`,
    });
  }
  const resolved = resolveConfiguration(catalog, {
    ...query,
    featured_item_id: input.featuredItemId,
    ...(input.kinds === undefined ? {} : { kinds: input.kinds }),
  });
  if (!resolved.ok) {
    const { status, code, field, message } = resolved.problem;
    // A page that does not exist is the request's own field; a page that does not sell the
    // configuration's product is the configuration's problem.
    const ownPage = field === 'featured_item_id' && code === 'UNKNOWN_ID';
    return refused(
      ownPage ? { status, code, field, message } : { status, code, field, message, within: true },
    );
  }
  // Resolved on the request's page, which exists; the configuration must be of it too.
  if (query.featured_item_id !== undefined && query.featured_item_id !== input.featuredItemId) {
    return refused({
      status: 422,
      code: 'INCOMPATIBLE_OPTIONS',
      field: 'configuration',
      message: `The configuration is of page ${query.featured_item_id}, not of page ${input.featuredItemId} the request is for.`,
    });
  }
  // The page sends its typed quantity in both places; two quantities that differ would store
  // one and be judged or priced on the other.
  const configured = resolved.customQuantity ?? resolved.quantity;
  if (configured !== null && input.quantity !== null && configured !== input.quantity) {
    return refused({
      status: 422,
      code: 'QUANTITY_MISMATCH',
      field: 'quantity',
      message: `The quantity (${input.quantity}) is not the configuration's (${configured}).`,
    });
  }
  return {
    ok: true,
    resolved,
    chosen: {
      featuredItemId: resolved.featuredItem.id,
      options: resolved.configuration,
      quantity: configured ?? input.quantity,
      customQuantity: resolved.customQuantity,
    },
  };
}
