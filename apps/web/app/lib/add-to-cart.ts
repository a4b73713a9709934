import type { QuotePayload } from '@shop/domain/cart-contract';
import { newIdempotencyKey } from '~/lib/shop-api';
import { shopClient } from '~/lib/shop-client';

/** Fired after a line is added, so the header's cart count (the root loader) is read again. */
export const CART_CHANGED_EVENT = 'shop:cart-changed';

/**
 * Adds a priced configuration to the cart. The server prices it again and refuses it (422) when
 * the price moved; the message says so. One key per call: a retry of this call adds one line.
 */
export async function addToCart(payload: QuotePayload, idempotencyKey = newIdempotencyKey()) {
  const result = await shopClient.cart.add(payload, { idempotencyKey });
  if (result.ok) window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  return result;
}
