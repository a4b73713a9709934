/** The 2" x 2" standard vinyl sticker configuration the cart tests add (spec 000 §9). */
export const STICKER_QUERY = 'product_id=1&featured_item_id=1&width=2&height=2';

interface PricingAnswer {
  rows: Array<{
    product_pricing_id: number;
    quantity: number;
    price: string;
    shipping: Array<{
      id: number;
      method: string;
      printing_days: number;
      shipping_days: number;
      cost: string;
    }>;
  }>;
}

/** A cart line of the first price tier of STICKER_QUERY, from the shop's pricing answer for it. */
export function stickerCartItem(pricing: PricingAnswer) {
  const row = pricing.rows[0];
  const shipping = row?.shipping[0];
  if (!row || !shipping) throw new Error('The pricing answer has no tier with shipping');
  return {
    configuration: STICKER_QUERY,
    featured_item_id: 1,
    product_id: 1,
    material_id: null,
    product_pricing_id: row.product_pricing_id,
    select_quantity: row.quantity,
    quantity: row.quantity,
    custom_quantity: null,
    kinds: 1,
    size: '2" x 2"',
    cost: row.price,
    shipping_method_id: shipping.id,
    method: shipping.method,
    printing_days: shipping.printing_days,
    shipping_days: shipping.shipping_days,
    shipping_cost: shipping.cost,
    origin_path: '/stickers/standard-vinyl',
  };
}
