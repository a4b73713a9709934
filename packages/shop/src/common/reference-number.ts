import { randomBytes } from 'node:crypto';
import { shopDate } from '@shop/domain/shipping-calendar';

/** A dated, unguessable reference such as Q-20261121-7F3A9C (quotations, requests, messages). */
export const referenceNumber = (prefix: string, now: Date, timeZone: string, bytes = 3) =>
  `${prefix}-${shopDate(now, timeZone).replaceAll('-', '')}-${randomBytes(bytes).toString('hex').toUpperCase()}`;
