import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_CODE } from '@shop/domain/accounts';

/** A fresh emailed code: 6 random digits. */
export const newCode = (): string =>
  String(randomInt(0, 10 ** ACCOUNT_CODE.digits)).padStart(ACCOUNT_CODE.digits, '0');

const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** What is stored of a code: a random salt and the code's digest with it, never the code. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${digest(salt, code)}`;
}

/** Whether `typed` is the code `stored` was made from; compared in constant time. */
export function codeMatches(typed: string, stored: string): boolean {
  const [salt, expected] = stored.split(':');
  if (!salt || !expected) return false;
  const actual = Buffer.from(digest(salt, typed), 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
