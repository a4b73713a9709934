import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with OWASP's parameters (N = 2^17, r = 8, p = 1: 128 MiB per hash, memory-hard), a
 * 16-byte salt and a 32-byte key, stored with its parameters so they can be raised later:
 * `scrypt$17$8$1$<salt>$<key>` (base64url).
 */
const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number) {
  const options: ScryptOptions = {
    N: 2 ** log2N,
    r,
    p,
    // Node's default ceiling (32 MiB) is below what these parameters need.
    maxmem: 2 ** log2N * r * 128 * 2,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST_LOG2, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    COST_LOG2,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !log2N || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(log2N),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, compared against when the email is unknown, so a login takes as
 * long for a missing account as for a wrong password.
 */
export const decoyHash = hashPassword(randomBytes(16).toString('hex'));
