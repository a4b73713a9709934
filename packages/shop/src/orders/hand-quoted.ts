import type { NewCartLine } from '@shop/domain/cart';
import type { Catalog } from '@shop/domain/catalog-model';
import type { Owner } from '@shop/domain/identity';
import { handQuotedCartLines } from '@shop/domain/orders/quoted-lines';
import { quotationValidUntil } from '@shop/domain/rules/quotation-rules';
import { shopDate } from '@shop/domain/shipping-calendar';
import type { CartRepository } from '@shop/db/repositories/carts';
import type { OrderRepository } from '@shop/db/repositories/orders';
import type { QuoteRepository, QuotationRow } from '@shop/db/repositories/quotes';
import { ShopProblem } from '../problem';
import { ORDER_MESSAGES, type QuotationToCart } from './contract';

/**
 * A quotation staff wrote (issue 34, ADR 0050) into the cart: its lines at their prices while it
 * is valid, once. Expired, it is renewed on request; in the cart already or ordered, it says so.
 */
export async function orderHandQuoted(
  deps: {
    catalog: Catalog;
    carts: CartRepository;
    orders: OrderRepository;
    quotes: QuoteRepository;
    now: Date;
    shopTimeZone: string;
  },
  owner: Owner,
  quotation: QuotationRow,
  intoCart: (lines: readonly NewCartLine[]) => Promise<number>,
): Promise<QuotationToCart> {
  const { quotationNo } = quotation;
  const refuse = (message: string) => new ShopProblem(409, 'QUOTATION_NOT_ORDERABLE', message);
  const validUntil = quotationValidUntil(quotation.issueDate);
  if (shopDate(deps.now, deps.shopTimeZone) > validUntil) {
    throw refuse(ORDER_MESSAGES.quotationExpired(quotationNo, validUntil));
  }
  const ordered = await deps.orders.orderedFrom(quotationNo);
  if (ordered) throw refuse(ORDER_MESSAGES.quotationOrdered(quotationNo, ordered));
  const inCart = (await deps.carts.lines(owner)).some((line) => line.quotationNo === quotationNo);
  if (inCart) throw refuse(ORDER_MESSAGES.quotationInCart(quotationNo));
  const request = quotation.quoteRequestId
    ? await deps.quotes.quoteRequestById(quotation.quoteRequestId)
    : null;
  const at = { at: deps.now, timeZone: deps.shopTimeZone };
  const lines = handQuotedCartLines(deps.catalog, quotation, request, at);
  return {
    cart_count: await intoCart(lines),
    priced: 'quoted',
    message: `In your cart at the quoted prices, until ${validUntil}.`,
  };
}
