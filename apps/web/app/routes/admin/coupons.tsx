import { zodResolver } from '@hookform/resolvers/zod';
import {
  couponCreateRequest,
  type CouponCreateInput,
  type CouponCreateRequest,
  type CouponView,
} from '@shop/shop/coupons/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLoaderData, useRevalidator } from 'react-router';
import { orNotFound, requireStaffPage } from '~/features/back-office/back-office.server';
import { showRefusal } from '~/features/back-office/refusal';
import { shopClient } from '~/lib/shop-client';
import { formatCount } from '@shop/domain/configuration-summary';
import { formatDayWithYear } from '~/ui/format';
import { FormAlert } from '~/ui/form-message';
import { Money } from '~/ui/money';
import { SelectField, TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/coupons';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  return { coupons: await orNotFound(context.shop.coupons.list(session.actor)) };
}

const EMPTY: CouponCreateInput = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  min_subtotal: '0',
  valid_from: '',
  valid_to: '',
  usage_limit: null,
  once_per_customer: false,
};

/** When a coupon may be used, in words. */
function validity(coupon: CouponView) {
  if (coupon.valid_from && coupon.valid_to) {
    return `${formatDayWithYear(coupon.valid_from)} to ${formatDayWithYear(coupon.valid_to)}`;
  }
  if (coupon.valid_from) return `From ${formatDayWithYear(coupon.valid_from)}`;
  if (coupon.valid_to) return `Until ${formatDayWithYear(coupon.valid_to)}`;
  return 'Always';
}

/**
 * Coupons (issue 35, admins): each with what it takes off, when and how often it may be used,
 * its uses so far and what it took off; pausing one makes checkout refuse it at once.
 */
export default function Coupons() {
  const { coupons } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const pause = async (coupon: CouponView) => {
    const result = await shopClient.staff.pauseCoupon(coupon.code, !coupon.paused);
    if (!result.ok) return setRefused(result.message);
    setRefused(null);
    await revalidator.revalidate();
    setSaid(`${coupon.code} is ${coupon.paused ? 'active again' : 'paused'}.`);
  };
  return (
    <section aria-labelledby="coupons-title">
      <h1 id="coupons-title">Coupons</h1>
      <p role="status" className="back-office__done">
        {said}
      </p>
      {refused ? <FormAlert>{refused}</FormAlert> : null}
      <table className="back-office__table" aria-labelledby="coupons-title">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Takes off</th>
            <th scope="col">When</th>
            <th scope="col">Used</th>
            <th scope="col">Taken off</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.code}>
              <th scope="row" data-label="Code">
                {coupon.code}
              </th>
              <td data-label="Takes off">
                <span>
                  {coupon.offer}
                  {coupon.min_subtotal_cents > 0 ? (
                    <span className="back-office__muted">
                      {' '}
                      from <Money cents={coupon.min_subtotal_cents} />
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label="When">{validity(coupon)}</td>
              <td data-label="Used">
                <span>
                  {formatCount(coupon.used)}
                  {coupon.usage_limit === null ? '' : ` of ${formatCount(coupon.usage_limit)}`}
                  {coupon.once_per_customer ? (
                    <span className="back-office__muted"> (once a customer)</span>
                  ) : null}
                </span>
              </td>
              <td data-label="Taken off">
                <Money cents={coupon.discount_total_cents} />
              </td>
              <td data-label="Status">
                <span className="back-office__row-actions">
                  <span
                    className={`back-office__status back-office__status--${coupon.paused ? 'paused' : 'active'}`}
                  >
                    {coupon.paused ? 'Paused' : 'Active'}
                  </span>
                  <button
                    type="button"
                    className="link-button"
                    disabled={!hydrated}
                    onClick={() => void pause(coupon)}
                  >
                    {coupon.paused ? 'Resume' : 'Pause'}
                    <span className="visually-hidden"> {coupon.code}</span>
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CouponForm
        onCreated={async (code) => {
          await revalidator.revalidate();
          setSaid(`${code} was created.`);
        }}
      />
    </section>
  );
}

/** A new coupon: the server checks it with the same rules (one contract). */
function CouponForm({ onCreated }: { onCreated: (code: string) => Promise<void> }) {
  const hydrated = useHydrated();
  const form = useForm<CouponCreateInput, unknown, CouponCreateRequest>({
    resolver: zodResolver(couponCreateRequest),
    defaultValues: EMPTY,
    // The field of the other kind (percent or amount) is neither checked nor sent.
    shouldUnregister: true,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const onSubmit = form.handleSubmit(async (coupon) => {
    const result = await shopClient.staff.createCoupon(coupon);
    if (!result.ok) return showRefusal(form, result);
    form.reset(EMPTY);
    await onCreated(coupon.code);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="back-office__step" aria-label="New coupon">
      <h2>New coupon</h2>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <TextField
        label="Code"
        hint="Customers type it in any case."
        autoCapitalize="characters"
        {...form.register('code')}
        error={errors.code?.message}
      />
      <SelectField label="Takes off" {...form.register('kind')} error={errors.kind?.message}>
        <option value="percent">A percent</option>
        <option value="fixed">An amount</option>
      </SelectField>
      {kind === 'percent' ? (
        <TextField
          label="Percent off"
          inputMode="decimal"
          {...form.register('percent')}
          error={errors.percent?.message}
        />
      ) : (
        <TextField
          label="Dollars off"
          inputMode="decimal"
          {...form.register('amount')}
          error={errors.amount?.message}
        />
      )}
      <TextField
        label="From items worth (dollars)"
        inputMode="decimal"
        {...form.register('min_subtotal')}
        error={errors.min_subtotal?.message}
      />
      <TextField
        label="First day"
        type="date"
        {...form.register('valid_from')}
        error={errors.valid_from?.message}
      />
      <TextField
        label="Last day"
        type="date"
        {...form.register('valid_to')}
        error={errors.valid_to?.message}
      />
      <TextField
        label="Uses in all"
        hint="Empty: no limit."
        type="number"
        inputMode="numeric"
        min={1}
        {...form.register('usage_limit', {
          setValueAs: (value: string | number | null) =>
            value === '' || value === null ? null : Number(value),
        })}
        error={errors.usage_limit?.message}
      />
      <label className="back-office__check">
        <input type="checkbox" {...form.register('once_per_customer')} /> Once per customer
      </label>
      <button type="submit" className="button" disabled={!hydrated || form.formState.isSubmitting}>
        Create the coupon
      </button>
    </form>
  );
}
