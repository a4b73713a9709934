import { normalizeEmail } from '@shop/domain/accounts';
import type { FastifyRequest } from 'fastify';
import type { Limit } from '../../plugins/rate-limits';

/** Every call that can tell whether an email has an account, per client IP. */
export const PER_IP: Limit = {
  name: 'ip',
  // Offices share an address: generous per IP, strict per account.
  max: 60,
  windowMs: 60_000,
  key: (request: FastifyRequest) => request.ip,
};

/** Sign-in attempts per account: five wrong passwords lock it for 15 minutes. */
export const PER_ACCOUNT: Limit = {
  name: 'account',
  max: 5,
  windowMs: 15 * 60_000,
  key: (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    return typeof body?.email === 'string' ? normalizeEmail(body.email) : null;
  },
};
