import type { Catalog } from '../catalog-model';
import type { StoredCartLine } from '../cart';
import type { QuotePayload } from '../cart-contract';
import {
  isChosen,
  readConfiguration,
  type ChosenConfiguration,
  type QuotedConfiguration,
} from '../chosen-configuration';
import type { LetteringOrder } from '../lettering/lettering-order';
import { pricingQueryFor } from '../configuration-query';
import { pricingResponse } from '../pricing-answer';

/**
 * A cart line priced again at checkout (issue 31): the figures of the order are today's, never
 * the stored ones, and what changed since the line went into the cart is said.
 */
export type RepricedLine =
  | {
      ok: true;
      unitPriceCents: number;
      /** The product page's printing days today (the methods add their own delta). */
      pagePrintingDays: number;
      productName: string;
    }
  | { ok: false; reason: string };

/** A quotation as checkout prices its lines: valid until, and each line's price and days. */
export interface QuotedPrices {
  validUntil: string;
  items: ReadonlyArray<{ quantity: number; priceCents: number; printingDays?: number }>;
}

/**
 * A line staff quoted by hand (issue 34, ADR 0050) has no configuration the catalog prices: its
 * quotation's line is its price and printing days while the quotation is valid. Afterwards, or
 * without the line, it says why and the customer asks for the quotation to be renewed.
 */
export function quotedLinePrice(
  row: { configuration: QuotedConfiguration; quantity: number; kinds: number },
  quotation: QuotedPrices | undefined,
  today: string,
): RepricedLine {
  const { quotationNo, line, title } = row.configuration.quoted;
  const item = quotation?.items[line];
  if (!quotation || !item || item.printingDays === undefined) {
    return { ok: false, reason: `Quotation ${quotationNo} no longer quotes this item.` };
  }
  // It quotes one set of its quantity: anything else is not what was quoted.
  if (row.kinds !== 1 || row.quantity !== item.quantity) {
    return {
      ok: false,
      reason: `Quotation ${quotationNo} quotes one set of ${item.quantity}: remove this item and order the quotation again.`,
    };
  }
  if (today > quotation.validUntil) {
    return {
      ok: false,
      reason: `Quotation ${quotationNo} expired on ${quotation.validUntil}: ask us to renew it from My account.`,
    };
  }
  return {
    ok: true,
    unitPriceCents: item.priceCents,
    pagePrintingDays: item.printingDays,
    productName: title,
  };
}

/**
 * Prices a stored line's configuration again with today's catalog, at its quantity and sets.
 * A line that can no longer be bought as it was chosen (the option is gone, it now needs a
 * quote, the quantity is no longer sold) says why; it is never re-chosen for the customer.
 */
export function repriceLine(
  catalog: Catalog,
  line: Pick<StoredCartLine, 'configuration' | 'quantity' | 'kinds'>,
  now: Date,
  timeZone: string,
): RepricedLine {
  const stored = line.configuration;
  if (!isChosen(stored)) {
    return {
      ok: false,
      reason: 'This item was added before our last catalog change: add it again from its page.',
    };
  }
  const read = readConfiguration(catalog, {
    configuration: pricingQueryFor(
      stored.options,
      stored.featuredItemId,
      stored.customQuantity,
    ).toString(),
    featuredItemId: stored.featuredItemId,
    quantity: line.quantity,
    kinds: line.kinds,
  });
  if (!read.ok)
    return {
      ok: false,
      reason: `This item can no longer be ordered as it was configured: ${read.problem.message}`,
    };
  const pricing = pricingResponse(catalog, read.resolved, now, timeZone);
  if (pricing.status !== 'priced') {
    return {
      ok: false,
      reason: 'This configuration is now priced on request: ask us for a quote.',
    };
  }
  const row = pricing.rows.find((candidate) => candidate.quantity === line.quantity);
  if (!row)
    return { ok: false, reason: `${line.quantity} is no longer a quantity this item is sold in.` };
  return {
    ok: true,
    unitPriceCents: row.price_cents,
    pagePrintingDays: read.resolved.featuredItem.printingDays,
    productName: read.resolved.product.name,
  };
}

/**
 * The quote payload that orders a stored configuration again at today's prices (a reorder, an
 * expired or a valid quotation): the page's own payload, with today's price of the quantity, so
 * it goes through the one pricing check every cart line goes through (`priceQuotePayload`,
 * which measures a lettering design again too). Null, with why, when it is no longer sold.
 */
export function payloadForChosen(
  catalog: Catalog,
  chosen: ChosenConfiguration,
  line: { quantity: number; kinds: number; lettering: LetteringOrder | null; originPath: string },
  now: Date,
  timeZone: string,
): { ok: true; payload: QuotePayload } | { ok: false; reason: string } {
  const configuration = pricingQueryFor(
    chosen.options,
    chosen.featuredItemId,
    chosen.customQuantity,
  ).toString();
  const read = readConfiguration(catalog, {
    configuration,
    featuredItemId: chosen.featuredItemId,
    quantity: line.quantity,
    kinds: line.kinds,
  });
  if (!read.ok) {
    return {
      ok: false,
      reason: `It can no longer be ordered as it was configured: ${read.problem.message}`,
    };
  }
  const pricing = pricingResponse(catalog, read.resolved, now, timeZone);
  const row = pricing.rows.find((candidate) => candidate.quantity === line.quantity);
  const shipping = row?.shipping[0];
  if (pricing.status !== 'priced' || !row || !shipping) {
    return { ok: false, reason: 'It is now priced on request: ask us for a quote.' };
  }
  return {
    ok: true,
    payload: {
      configuration,
      featured_item_id: chosen.featuredItemId,
      product_id: read.resolved.product.id,
      material_id: null,
      product_pricing_id: row.product_pricing_id,
      select_quantity: row.quantity,
      quantity: row.quantity,
      custom_quantity: chosen.customQuantity,
      kinds: line.kinds,
      size: `${chosen.options.widthIn}" x ${chosen.options.heightIn}"`,
      cost: row.price,
      shipping_method_id: shipping.id,
      method: shipping.method,
      printing_days: shipping.printing_days,
      shipping_days: shipping.shipping_days,
      shipping_cost: shipping.cost,
      origin_path: line.originPath,
      ...(line.lettering
        ? { lettering: { ...line.lettering, lines: [...line.lettering.lines] } }
        : {}),
    },
  };
}
