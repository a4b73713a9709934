import type { Visitor } from '@shop/domain/identity';
import type { VisitorSession } from '../visitor-session';
import { addressKey } from './client-address';
import { visitorKey } from './limits';
import type { RateLimit, RateLimiter } from './rate-limiter';

/** The two limits a visitor's write counts against. */
export interface WriteLimits {
  perAddress: RateLimit;
  perVisitor: RateLimit;
}

/** What was counted before the write's owner was known (a multipart request, before its files). */
export interface CountedBefore {
  address: boolean;
  /** The visitor key counted, if any. */
  visitor: string | null;
}

const NOTHING_COUNTED: CountedBefore = { address: false, visitor: null };

/**
 * Who owns a visitor's write, and how it counts against its limits: the one rule for cart adds,
 * quotations and quote requests (issue 29). The owner is the customer, else the visitor's
 * session, started if there is none; a visitor without one is counted per address first, so a
 * script without cookies cannot start a session per write. `count` counts the rest (what
 * `before` did not): call it inside the write's idempotent work, so only the request that does
 * the work counts and a repeat of its Idempotency-Key does not, however many arrive at once.
 * `forgive` takes back what was counted before the work (`before`, and the address of a new
 * session): for a request that turns out to replay an earlier one.
 */
export async function writeOwner(
  session: VisitorSession,
  limiter: RateLimiter,
  limits: WriteLimits,
  before: CountedBefore = NOTHING_COUNTED,
): Promise<{ owner: Visitor; count: () => Promise<void>; forgive: () => Promise<void> }> {
  const address = addressKey(session.address);
  const visitor = await session.current();
  let addressCounted = before.address;
  if (visitor.customerId === null && visitor.sessionId === null && !addressCounted) {
    await limiter.count(limits.perAddress, address);
    addressCounted = true;
  }
  const owner = visitor.customerId !== null ? visitor : await session.ensureSession();
  const ownerKey = visitorKey(owner);
  return {
    owner,
    async count() {
      if (!addressCounted) await limiter.count(limits.perAddress, address);
      if (before.visitor !== ownerKey) await limiter.count(limits.perVisitor, ownerKey);
    },
    async forgive() {
      if (addressCounted) await limiter.forgive(limits.perAddress, address);
      if (before.visitor !== null) await limiter.forgive(limits.perVisitor, before.visitor);
    },
  };
}
