import type { Catalog } from '../catalog-model';
import type { StoredCartLine } from '../cart';
import { isChosen, readConfiguration } from '../chosen-configuration';
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
