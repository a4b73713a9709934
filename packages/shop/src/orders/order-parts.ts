import { timingSafeEqual } from 'node:crypto';
import { digest } from '../common/link-key';
import { isUsState } from '@shop/domain/addresses';
import type { Catalog } from '@shop/domain/catalog-model';
import { productPagePath, type Category } from '@shop/domain/catalog-pages';
import type { Actor } from '@shop/domain/identity';
import type { AccountRepository } from '@shop/db/repositories/accounts';
import type { OrderRow } from '@shop/db/repositories/orders';
import { ShopProblem } from '../problem';
import { ORDER_MESSAGES, type CheckoutAddress, type CheckoutRequest } from './contract';
import type { PaymentProvider } from './payments';

// Small pieces of the orders service (issue 31): the link's secret, refusals, a checkout's
// addresses and payment provider.

export { digest } from '../common/link-key';

/** Whether `key` is the secret of the order's emailed link, compared in constant time. */
export function linkMatches(order: OrderRow, key: string | undefined): boolean {
  if (!key || order.linkDigest === '') return false;
  const expected = Buffer.from(order.linkDigest, 'hex');
  const given = Buffer.from(digest(key), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const fieldProblem = (status: number, code: string, field: string, message: string) =>
  new ShopProblem(status, code, message, [{ field, message }]);

export const notFound = () => new ShopProblem(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);

export const INCOMPLETE_ADDRESS =
  'This address has no state, ZIP code or phone yet: complete it in My account, or type the address here.';

export const REGISTERED_EMAIL =
  'This email address has an account: please sign in to order with it.';

/** An address book row as an order's address; one migrated without a state cannot ship. */
export const bookAddress = (row: {
  name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}): CheckoutAddress | null =>
  isUsState(row.state) && row.zip !== '' && row.phone !== ''
    ? {
        name: row.name,
        company: row.company,
        address1: row.address1,
        address2: row.address2,
        city: row.city,
        state: row.state,
        zip: row.zip,
        phone: row.phone,
      }
    : null;

/** The addresses of a checkout: a book entry or typed; billing the same unless said. */
export async function addressesOf(
  accountRecords: Pick<AccountRepository, 'addresses'>,
  actor: Actor,
  input: CheckoutRequest,
) {
  let shipping: CheckoutAddress | undefined = input.shipping;
  if (input.shipping_address_id !== undefined) {
    const book = actor.kind === 'customer' ? await accountRecords.addresses(actor.customerId) : [];
    const entry = book.find((row) => row.id === input.shipping_address_id);
    if (!entry) {
      throw fieldProblem(422, 'NOT_FOUND', 'shipping_address_id', ORDER_MESSAGES.noSuchAddress);
    }
    shipping = bookAddress(entry) ?? undefined;
    if (!shipping) {
      throw fieldProblem(422, 'VALIDATION_FAILED', 'shipping_address_id', INCOMPLETE_ADDRESS);
    }
  }
  if (!shipping) {
    throw fieldProblem(422, 'VALIDATION_FAILED', 'shipping', ORDER_MESSAGES.shippingAddress);
  }
  const billing = input.billing_same ? shipping : input.billing;
  if (!billing) {
    throw fieldProblem(422, 'VALIDATION_FAILED', 'billing', ORDER_MESSAGES.billingAddress);
  }
  return { shipping, billing };
}

/** The payment provider a checkout names, or a 422 naming the field. */
export function providerOf(
  payments: readonly PaymentProvider[],
  input: CheckoutRequest,
): PaymentProvider {
  const provider = payments.find((candidate) => candidate.id === input.payment_method);
  if (!provider) {
    throw fieldProblem(422, 'VALIDATION_FAILED', 'payment_method', ORDER_MESSAGES.paymentMethod);
  }
  if (input.test_outcome !== undefined && provider.id !== 'test') {
    throw fieldProblem(
      422,
      'VALIDATION_FAILED',
      'test_outcome',
      'Only the test card takes a test outcome.',
    );
  }
  return provider;
}

/** The id of the placed order line at `position`: it was written in this transaction. */
export function lineIdAt(lines: ReadonlyArray<{ id: number; position: number }>, position: number) {
  const line = lines.find((placed) => placed.position === position);
  if (!line) throw new Error(`The order's line ${position} was just written`);
  return line.id;
}

/** A product page's path, for a line's link back (the home page when the page is gone). */
export function pagePathIn(
  { catalog, categories }: { catalog: Catalog; categories: readonly Category[] },
  featuredItemId: number,
): string {
  const item = catalog.featuredItems.get(featuredItemId);
  const category = item && categories.find((candidate) => candidate.id === item.categoryId);
  return item && category ? productPagePath(category, item) : '/';
}
