import type { QuotePayload } from '@shop/domain/cart-contract';
import type { App } from '../app';

/**
 * The quote payload the product page sends for one tier of a configuration, priced by the API
 * as the page would be: `priceQuery` is priced, and the payload is sent with `configuration`
 * (the same unless a test tampers with it after pricing).
 */
export async function quotePayloadFor(
  app: App,
  options: {
    priceQuery: string;
    configuration?: string;
    tier?: number;
    kinds?: number;
    materialId?: number | null;
    originPath: string;
  },
): Promise<QuotePayload> {
  const { priceQuery, tier = 0, kinds = 1 } = options;
  const configuration = options.configuration ?? priceQuery;
  const priced = await app.inject(`/api/get/pricing-data?${priceQuery}&kinds=${kinds}`);
  const row = priced.json().rows[tier];
  if (!row) throw new Error(`${priceQuery} has no priced tier ${tier}: ${priced.body}`);
  const shipping = row.shipping[0];
  const query = new URLSearchParams(configuration);
  return {
    configuration,
    featured_item_id: Number(query.get('featured_item_id')),
    product_id: Number(query.get('product_id')),
    material_id: options.materialId ?? null,
    product_pricing_id: row.product_pricing_id,
    select_quantity: row.quantity,
    quantity: row.quantity,
    custom_quantity: null,
    kinds,
    size: `${query.get('width')}" x ${query.get('height')}"`,
    cost: row.price,
    shipping_method_id: shipping.id,
    method: shipping.method,
    printing_days: shipping.printing_days,
    shipping_days: shipping.shipping_days,
    shipping_cost: shipping.cost,
    origin_path: options.originPath,
  };
}

/**
 * A guest's valid quote request for `configuration` (a priced one of page 1) at a typed quantity
 * of 25,000, above the largest preset: a Special Quantity, as the quote form sends it (the page
 * puts the typed quantity in the configuration too).
 */
export const quoteRequestBody = (configuration: string) => ({
  firstname: 'Ana',
  lastname: 'Lima',
  email_address: 'ana.lima@example.org',
  quantity: 25_000,
  quote_type: 'Special Quantity',
  comment: 'For a festival',
  featured_item_id: 1,
  configuration: `${configuration}&custom_quantity=25000`,
  utm: { utm_source: 'newsletter' },
});
