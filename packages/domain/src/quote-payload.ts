import type { QuotePayload } from './cart-contract';

// The quote payload's schema is in cart-contract.ts; what the page needs to build one is here,
// so the page does not load zod at first (issue 14).

/** The payload for a priced tier of a configuration, as the quote page shows it. */
export function quotePayloadFor(input: {
  configuration: string;
  featuredItemId: number;
  productId: number;
  materialId: number | null;
  row: {
    product_pricing_id: number;
    quantity: number;
    price: string;
    shipping: ReadonlyArray<{
      id: number;
      method: string;
      printing_days: number;
      shipping_days: number;
      cost: string;
    }>;
  };
  customQuantity: number | null;
  kinds: number;
  size: string;
  originPath: string;
}): QuotePayload | null {
  const shipping = input.row.shipping[0];
  if (!shipping) return null;
  return {
    configuration: input.configuration,
    featured_item_id: input.featuredItemId,
    product_id: input.productId,
    material_id: input.materialId,
    product_pricing_id: input.row.product_pricing_id,
    select_quantity: input.row.quantity,
    quantity: input.row.quantity,
    custom_quantity: input.customQuantity,
    kinds: input.kinds,
    size: input.size,
    cost: input.row.price,
    shipping_method_id: shipping.id,
    method: shipping.method,
    printing_days: shipping.printing_days,
    shipping_days: shipping.shipping_days,
    shipping_cost: shipping.cost,
    origin_path: input.originPath,
  };
}
