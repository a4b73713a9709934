/**
 * How many lines a cart may hold (issue 13: one visitor added 300 lines and the cart page grew to
 * 472 KB). A line is one configuration with its own sets, so 50 is far more than any order we
 * take online; larger orders are what REQUEST A QUOTE is for. The cart service enforces it; the
 * cart page and the add buttons may show it.
 */
export const CART_LINES_MAX = 50;

/** Why an add was refused at the cap, by the API and any page alike. */
export const CART_FULL_MESSAGE =
  `Your cart is full: it holds at most ${CART_LINES_MAX} items. ` +
  'Remove an item or place an order first.';
