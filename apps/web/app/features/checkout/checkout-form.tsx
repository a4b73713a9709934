import { phoneShown } from '@shop/domain/addresses';
import {
  checkoutInputSchema,
  ORDER_MESSAGES,
  type CheckoutReview,
  type CheckoutStart,
} from '@shop/shop/orders/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { shopClient } from '~/lib/shop-client';
import { FormAlert } from '~/ui/form-message';
import { formatShortDay } from '~/ui/format';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import { AddressFields } from './address-fields';
import { checkoutInput, EMPTY_ADDRESS, type CheckoutFormValues } from './checkout-values';
import { DeliveryChoice } from './delivery-choice';
import { OrderLines } from './order-lines';

/** A refusal's field as the form registers it. */
const formField = (field: string): Path<CheckoutFormValues> | null => {
  if (field === 'shipping_address_id') return 'address';
  if (field === 'shipping') return 'shipping.address1';
  if (field === 'billing') return 'billing.address1';
  return /^(email|coupon_code|shipping_method_id|payment_method|(shipping|billing)\.(name|company|address1|address2|city|state|zip|phone))$/.test(
    field,
  )
    ? (field as Path<CheckoutFormValues>)
    : null;
};

const newKey = () => crypto.randomUUID();

/**
 * The checkout (issue 31): details, then a review whose every figure is the server's, then the
 * order. A guest gives an email and one address: at most 9 fields. A figure that changed between
 * the review and "Place order" places nothing and shows the new review.
 */
export function CheckoutForm({ start }: { start: CheckoutStart }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const guest = start.who.kind !== 'customer';
  const book = start.addresses;
  const preferred = book.find((entry) => entry.is_default) ?? book[0];
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    subscribe,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormValues>({
    defaultValues: {
      email: start.who.email,
      address: preferred ? String(preferred.id) : 'new',
      shipping: { ...EMPTY_ADDRESS, name: start.who.name },
      billing_same: true,
      billing: EMPTY_ADDRESS,
      shipping_method_id: String(start.review.shipping_method_id),
      payment_method: start.review.payment_methods[0]?.id ?? 'invoice',
      test_outcome: 'approve',
      coupon_code: '',
    },
  });
  const [review, setReview] = useState<CheckoutReview | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  // One key per reviewed checkout: a double click or a retry places one order.
  const key = useRef(newKey());
  const reviewRef = useRef<HTMLElement>(null);

  // Any change after the review makes it stale: review again before placing.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => setReview(null) }),
    [subscribe],
  );

  /** A refusal's messages under their fields, the first one focused; else above the button. */
  const showProblem = (result: { message: string; fields: Record<string, string> }) => {
    const named = Object.entries(result.fields).flatMap(([field, message]) => {
      const path = formField(field);
      return path ? [{ path, message }] : [];
    });
    named.forEach(({ path, message }, index) =>
      setError(path, { message }, { shouldFocus: index === 0 }),
    );
    setError('root', {
      message: named.length > 0 ? 'Please check the fields marked above.' : result.message,
    });
  };

  async function toReview(values: CheckoutFormValues) {
    const input = checkoutInput(values, guest);
    const checked = checkoutInputSchema.safeParse(input);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[issue.path.join('.')] ??= issue.message;
      showProblem({ message: ORDER_MESSAGES.shippingAddress, fields });
      return;
    }
    const result = await shopClient.orders.review(input);
    if (!result.ok) {
      showProblem(result);
      return;
    }
    key.current = newKey();
    setNotice(null);
    setReview(result.data);
  }

  // The review is where the eye goes next (and a screen reader): move focus to it.
  useEffect(() => {
    if (review) reviewRef.current?.focus();
  }, [review]);

  async function place() {
    if (!review) return;
    const values = getValues();
    const chosen = review.delivery_options.find(
      (option) => option.method_id === review.shipping_method_id,
    );
    if (!chosen) return;
    setPlacing(true);
    clearErrors('root');
    const result = await shopClient.orders.place(
      {
        ...checkoutInput(values, guest),
        expected_total_cents: review.totals.total_cents,
        expected_dispatch_date: chosen.dispatch_date,
      },
      { idempotencyKey: key.current },
    );
    if (result.ok) {
      await navigate(`/orders/${result.data.order_no}?placed=1`);
      return;
    }
    setPlacing(false);
    const details = result.details as { review?: CheckoutReview } | null;
    if (details?.review) {
      // The figures moved (a price, the 6:00 PM cut-off): the new review, said plainly.
      key.current = newKey();
      setReview(details.review);
      setNotice(result.message);
      return;
    }
    // No answer, a server failure or the same request still running: the order may have been
    // placed, so a retry must ask with the same key (and get that order back).
    const unknownOutcome =
      result.status === 0 || result.status >= 500 || result.code === 'REQUEST_IN_PROGRESS';
    if (!unknownOutcome) key.current = newKey();
    // Placing is answered beside its button, in its own words (a declined card, say): the
    // fields were checked at the review.
    setError('root', {
      message:
        result.code === 'CART_EMPTY'
          ? 'Your cart is empty. If you have just placed this order, it is under Orders in My account.'
          : result.message,
    });
  }

  const shown = review ?? start.review;
  const [method, addressChoice, billingSame, payment] = useWatch({
    control,
    name: ['shipping_method_id', 'address', 'billing_same', 'payment_method'],
  });
  const chosen = shown.delivery_options.find((option) => String(option.method_id) === method);

  return (
    <div className="checkout">
      <form
        className="checkout__form"
        noValidate
        onSubmit={(event) => void handleSubmit(toReview)(event)}
      >
        <section className="checkout-step" aria-labelledby="checkout-contact">
          <h2 id="checkout-contact">Contact</h2>
          {guest ? (
            <>
              <TextField
                label="Email address"
                type="email"
                autoComplete="email"
                hint="Your confirmation and order link go here. No account needed."
                error={errors.email?.message}
                {...register('email')}
              />
              <p className="checkout-step__aside">
                Have an account? <Link to="/sign-in?return=/checkout">Sign in</Link> to use your
                address book.
              </p>
            </>
          ) : (
            <p>
              Signed in as <strong>{start.who.email}</strong>.
            </p>
          )}
        </section>

        <section className="checkout-step" aria-labelledby="checkout-shipping">
          <h2 id="checkout-shipping">Shipping address</h2>
          {book.length > 0 ? (
            <fieldset className="checkout-book">
              <legend className="visually-hidden">Ship to</legend>
              {book.map((entry) => (
                <label key={entry.id} className="checkout-book__entry">
                  <input type="radio" value={String(entry.id)} {...register('address')} />
                  <span>
                    <strong>{entry.label}</strong>: {entry.name}, {entry.address1}
                    {entry.address2 ? `, ${entry.address2}` : ''}, {entry.city}, {entry.state}{' '}
                    {entry.zip} · {phoneShown(entry.phone)}
                  </span>
                </label>
              ))}
              <label className="checkout-book__entry">
                <input type="radio" value="new" {...register('address')} />
                <span>A new address</span>
              </label>
              <p className="field__message" aria-live="polite">
                {errors.address?.message}
              </p>
            </fieldset>
          ) : null}
          {addressChoice === 'new' ? (
            <AddressFields side="shipping" register={register} errors={errors} />
          ) : null}
          <label className="checkout-check">
            <input type="checkbox" {...register('billing_same')} /> Billing address is the same
          </label>
          {billingSame ? null : (
            <>
              <h3>Billing address</h3>
              <AddressFields side="billing" register={register} errors={errors} />
            </>
          )}
        </section>

        <section className="checkout-step" aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery">Delivery</h2>
          <DeliveryChoice options={shown.delivery_options} register={register} />
          <p className="checkout-step__aside">{shown.dates_assume}</p>
        </section>

        <section className="checkout-step" aria-labelledby="checkout-payment">
          <h2 id="checkout-payment">Payment</h2>
          <fieldset className="checkout-book">
            <legend className="visually-hidden">Pay by</legend>
            {shown.payment_methods.map((option) => (
              <label key={option.id} className="checkout-book__entry">
                <input type="radio" value={option.id} {...register('payment_method')} />
                <span>
                  <strong>{option.label}</strong>
                  <br />
                  {option.description}
                </span>
              </label>
            ))}
            <p className="field__message" aria-live="polite">
              {errors.payment_method?.message}
            </p>
          </fieldset>
          {payment === 'test' ? (
            <div className="field">
              <label htmlFor="test-outcome">Test card answers</label>
              <select id="test-outcome" {...register('test_outcome')}>
                <option value="approve">Approve</option>
                <option value="decline">Decline</option>
                <option value="error">Service error</option>
              </select>
            </div>
          ) : null}
        </section>

        <section className="checkout-step" aria-labelledby="checkout-coupon">
          <h2 id="checkout-coupon">Coupon</h2>
          <TextField
            label="Coupon code (optional)"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            hint="Applied when you review your order."
            error={errors.coupon_code?.message}
            {...register('coupon_code')}
          />
        </section>

        {review ? null : (
          <>
            <FormAlert>{errors.root?.message}</FormAlert>
            <button
              type="submit"
              className="button button--primary button--wide"
              disabled={!hydrated || isSubmitting}
            >
              Review order
            </button>
          </>
        )}
      </form>

      <aside className="checkout__summary" aria-labelledby="checkout-summary">
        <section
          ref={reviewRef}
          tabIndex={-1}
          className="checkout-review"
          aria-labelledby="checkout-summary"
        >
          <h2 id="checkout-summary">{review ? 'Review your order' : 'Your order'}</h2>
          {notice ? (
            <p className="checkout-review__notice" role="alert">
              {notice}
            </p>
          ) : null}
          <OrderLines
            lines={shown.lines}
            totals={shown.totals}
            shippingLabel={chosen?.method ?? 'Shipping'}
          />
          {review && chosen ? (
            <>
              <p className="checkout-review__dates">
                {chosen.method}: dispatched <strong>{formatShortDay(chosen.dispatch_date)}</strong>,
                arrives {formatShortDay(chosen.delivery_from)} –{' '}
                {formatShortDay(chosen.delivery_to)}.
              </p>
              <FormAlert>{errors.root?.message}</FormAlert>
              <button
                type="button"
                className="button button--primary button--wide"
                onClick={() => void place()}
                disabled={placing}
              >
                Place order
              </button>
            </>
          ) : (
            <p className="checkout-step__aside">
              Prices are before tax: sales tax, where we collect it, is added at review.
            </p>
          )}
        </section>
      </aside>
    </div>
  );
}
