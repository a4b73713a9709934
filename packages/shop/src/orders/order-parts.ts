import { createHash, timingSafeEqual } from 'node:crypto';
import { isUsState } from '@shop/domain/addresses';
import type { OrderRow } from '@shop/db/repositories/orders';
import { ShopProblem } from '../problem';
import { ORDER_MESSAGES, type CheckoutAddress } from './contract';

// Small pieces of the orders service (issue 31): the link's secret, refusals, book addresses.

export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

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
