import { labelLines } from '@shop/domain/addresses';
import { formatCount } from '@shop/domain/configuration-summary';
import type { CheckoutReview, OrderView } from '@shop/shop/orders/contract';
import { formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';

type Line = CheckoutReview['lines'][number];
type Totals = CheckoutReview['totals'];

/** What a line's change since it went into the cart says, plainly. */
function changeText(change: Line['changes'][number]) {
  if (change.kind === 'quoted') {
    return (
      <>
        At the price of quotation {change.quotation_no}, valid until{' '}
        {formatShortDay(change.valid_until)}.
      </>
    );
  }
  if (change.kind === 'quotation_expired') {
    return (
      <>
        Quotation {change.quotation_no} has expired: priced today at{' '}
        <Money cents={change.now_cents} /> a set (it quoted <Money cents={change.was_cents} />
        ).
      </>
    );
  }
  return change.kind === 'price' ? (
    <>
      Price per set changed since you added it: was <Money cents={change.was_cents} />, now{' '}
      <Money cents={change.now_cents} />.
    </>
  ) : (
    <>
      Estimated dispatch moved since you added it: was {formatShortDay(change.was)}, now{' '}
      {formatShortDay(change.now)}.
    </>
  );
}

/** The checkout's lines with today's prices and what changed, then its totals. */
export function OrderLines({
  lines,
  totals,
  shippingLabel,
}: {
  lines: readonly Line[];
  totals: Totals;
  shippingLabel: string;
}) {
  return (
    <>
      <ul className="order-lines">
        {lines.map((line) => (
          <li key={line.cart_line_id} className="order-lines__line" data-testid="checkout-line">
            <div>
              <p className="order-lines__name">{line.product_name}</p>
              <p className="order-lines__what">
                {formatCount(line.quantity)} pcs × {line.kinds} {line.kinds === 1 ? 'set' : 'sets'}
              </p>
              {line.changes.map((change) => (
                <p key={change.kind} className="order-lines__change" role="status">
                  {changeText(change)}
                </p>
              ))}
              {line.unavailable ? (
                <p className="order-lines__unavailable" role="alert">
                  {line.unavailable}
                </p>
              ) : null}
            </div>
            <p className="order-lines__price">
              <Money cents={line.line_cents} />
            </p>
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} shippingLabel={shippingLabel} />
    </>
  );
}

export function OrderTotals({ totals, shippingLabel }: { totals: Totals; shippingLabel: string }) {
  return (
    <dl className="order-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>
          <Money cents={totals.sub_total_cents} />
        </dd>
      </div>
      {totals.coupon_discount_cents > 0 ? (
        <div className="order-totals__discount">
          <dt>Coupon {totals.coupon_code}</dt>
          <dd data-testid="coupon-discount">
            −<Money cents={totals.coupon_discount_cents} />
          </dd>
        </div>
      ) : null}
      {totals.promo_discount_cents > 0 ? (
        <div className="order-totals__discount">
          <dt>Promo discount</dt>
          <dd>
            −<Money cents={totals.promo_discount_cents} />
          </dd>
        </div>
      ) : null}
      {totals.point_discount_cents > 0 ? (
        <div className="order-totals__discount">
          <dt>Point discount</dt>
          <dd>
            −<Money cents={totals.point_discount_cents} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{shippingLabel}</dt>
        <dd>{totals.shipping_cents === 0 ? 'Free' : <Money cents={totals.shipping_cents} />}</dd>
      </div>
      <div>
        <dt>{totals.tax_rate ? `Sales tax (${totals.tax_rate})` : 'Sales tax'}</dt>
        <dd>{totals.tax_rate ? <Money cents={totals.tax_cents} /> : 'None'}</dd>
      </div>
      <div className="order-totals__total">
        <dt>Total</dt>
        <dd data-testid="order-total">
          <Money cents={totals.total_cents} />
        </dd>
      </div>
    </dl>
  );
}

/** An order's address as a label prints it. */
export function OrderAddress({ address }: { address: OrderView['shipping_address'] }) {
  return (
    <address className="order-page__address">
      {labelLines(address).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
