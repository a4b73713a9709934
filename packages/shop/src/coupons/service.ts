import type { CouponRepository } from '@shop/db/repositories/coupons';
import type { Actor } from '@shop/domain/identity';
import { formatMoney } from '@shop/domain/money';
import { parseMoney } from '@shop/domain/pricing';
import { shopDate } from '@shop/domain/shipping-calendar';
import { recordActivity } from '../common/activity';
import { dayBounds } from '../common/day-bounds';
import { requireRole } from '../permissions';
import { ShopProblem } from '../problem';
import type { writePipeline } from '../writes';
import { COUPON_ADMIN_MESSAGES, type CouponCreateRequest, type CouponView } from './contract';

interface CouponsDeps {
  coupons: CouponRepository;
  writes: ReturnType<typeof writePipeline>;
  clock: () => Date;
  shopTimeZone: string;
}

type StoredCoupon = Awaited<ReturnType<CouponRepository['list']>>[number];

/**
 * Coupons in the back-office (issue 35), admins only: each change is one transaction with its
 * activity entry. Checkout reads a coupon at the moment it is used, so a pause holds at once in
 * every process.
 */
export function couponsService({ coupons, writes, clock, shopTimeZone }: CouponsDeps) {
  const view = ({ coupon, discountTotalCents }: StoredCoupon): CouponView => ({
    code: coupon.code,
    kind: coupon.kind,
    offer:
      coupon.kind === 'percent'
        ? `${coupon.percentBp / 100}% off`
        : `${formatMoney(coupon.amountCents)} off`,
    min_subtotal_cents: coupon.minSubtotalCents,
    valid_from: coupon.validFrom ? shopDate(coupon.validFrom, shopTimeZone) : null,
    // Stored as the instant it ends: the last day is the one before.
    valid_to: coupon.validTo
      ? shopDate(new Date(coupon.validTo.getTime() - 1), shopTimeZone)
      : null,
    usage_limit: coupon.usageLimit,
    used: coupon.used,
    discount_total_cents: discountTotalCents,
    once_per_customer: coupon.oncePerCustomer,
    paused: coupon.paused,
    created_at: coupon.createdAt.toISOString(),
  });

  return {
    async list(actor: Actor): Promise<CouponView[]> {
      requireRole(actor, 'admin');
      return (await coupons.list()).map(view);
    },

    async create(actor: Actor, request: CouponCreateRequest): Promise<CouponView> {
      requireRole(actor, 'admin');
      const now = clock();
      if (request.valid_to && request.valid_to < shopDate(now, shopTimeZone)) {
        throw new ShopProblem(400, 'VALIDATION_ERROR', COUPON_ADMIN_MESSAGES.lastDayPassed, [
          { field: 'valid_to', message: COUPON_ADMIN_MESSAGES.lastDayPassed },
        ]);
      }
      await writes.transaction(async (repos) => {
        const created = await repos.coupons.create({
          code: request.code,
          kind: request.kind,
          percentBp: request.kind === 'percent' ? Math.round(Number(request.percent) * 100) : 0,
          amountCents: request.kind === 'fixed' ? parseMoney(request.amount ?? '0') : 0,
          minSubtotalCents: parseMoney(request.min_subtotal),
          validFrom: request.valid_from ? dayBounds(request.valid_from, shopTimeZone).start : null,
          validTo: request.valid_to ? dayBounds(request.valid_to, shopTimeZone).end : null,
          usageLimit: request.usage_limit,
          oncePerCustomer: request.once_per_customer,
          createdAt: now,
        });
        if (!created) {
          throw new ShopProblem(409, 'COUPON_TAKEN', COUPON_ADMIN_MESSAGES.taken(request.code), [
            { field: 'code', message: COUPON_ADMIN_MESSAGES.taken(request.code) },
          ]);
        }
        await recordActivity(repos, actor, now, 'coupon.create', `coupon ${request.code}`, {
          ...request,
        });
      });
      return this.find(actor, request.code);
    },

    async find(actor: Actor, code: string): Promise<CouponView> {
      requireRole(actor, 'admin');
      const [found] = await coupons.list(code);
      if (!found) throw new ShopProblem(404, 'NOT_FOUND', COUPON_ADMIN_MESSAGES.missing(code));
      return view(found);
    },

    /** Pauses a coupon (checkout refuses it with the catalogue's words) or resumes it. */
    async setPaused(actor: Actor, code: string, paused: boolean): Promise<CouponView> {
      requireRole(actor, 'admin');
      await writes.transaction(async (repos) => {
        if (!(await repos.coupons.setPaused(code, paused))) {
          throw new ShopProblem(404, 'NOT_FOUND', COUPON_ADMIN_MESSAGES.missing(code));
        }
        await recordActivity(
          repos,
          actor,
          clock(),
          paused ? 'coupon.pause' : 'coupon.resume',
          `coupon ${code}`,
        );
      });
      return this.find(actor, code);
    },
  };
}

export type CouponsService = ReturnType<typeof couponsService>;
