import { setsField } from '@shop/domain/cart-contract';
import { z } from 'zod';
import { rowId } from '../common/contract';

/**
 * The cart: what the API's cart routes and the cart page accept and answer. A line's number of
 * sets is the domain's `setsField` (the quote payload's too), so the page and the API refuse the
 * same numbers with the same message. The cart itself is the domain's `cartSchema`: `cartView`
 * (packages/domain/src/cart.ts) writes it.
 */

export const CART_MESSAGES = {
  /** The API names the line it could not find. */
  noSuchLine: (id: number) => `There is no line ${id} in your cart.`,
  /** A line of the visitor's with no lettering design has nothing to cut. */
  noCutFile: (id: number) => `Line ${id} of your cart has no lettering to cut.`,
  /** A line staff quoted by hand (issue 34) keeps its one set. */
  quotedSets: 'This item was quoted for one set: ask us to quote more sets.',
  /** The cart page: the line was there when the page was drawn. */
  lineGone: 'That line is no longer in your cart.',
  /** The cart page: a line id that cannot be one. */
  noSuchLineId: 'That cart line does not exist.',
} as const;

/** `/api/cart/items/:id` */
export const cartLineParams = z.object({ id: rowId });

/** `PATCH /api/cart/items/:id` */
export const changeSetsSchema = z.object({ kinds: setsField }).strict();

/** `POST /api/cart/items`, 201. */
export const addedLineSchema = z.object({
  cart_count: z.number().int(),
  line_id: z.number().int(),
});

export type AddedLine = z.infer<typeof addedLineSchema>;

// The cart page's plain forms (they work before the scripts load): every field arrives as text
// and is read as Number() reads it; what cannot be a line id or a number of sets is refused with
// the page's message.
const formLine = z.preprocess(
  (value) => rowId.safeParse(value).data ?? null,
  z.number({ message: CART_MESSAGES.noSuchLineId }),
);
const formSets = z.preprocess((value) => Number(value), setsField);

/** The cart page's "Remove" button. */
export const removeLineForm = z.object({ line: formLine });

/** The cart page's "Number of Sets" form; the line is checked first. */
export const changeSetsForm = z.object({ line: formLine, kinds: formSets });
