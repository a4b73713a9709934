import { STICKER_QUERY, stickerCartItem } from './sticker-cart-item';

/** A cart line of the first price tier of a 2" x 2" standard vinyl sticker, as the shop prices it. */
export async function cartItem(base: string) {
  return stickerCartItem(
    await (await fetch(`${base}/api/get/pricing-data?${STICKER_QUERY}`)).json(),
  );
}
