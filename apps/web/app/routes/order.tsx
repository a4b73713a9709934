import { TZDate } from '@date-fns/tz';
import { formatCount } from '@shop/domain/configuration-summary';
import {
  ORDER_MESSAGES,
  orderKeyQuery,
  orderParams,
  type OrderView,
  type ReorderAnswer,
} from '@shop/shop/orders/contract';
import { ShopProblem } from '@shop/shop/problem';
import { format } from 'date-fns';
import { useState } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router';
import { ArtworkButton } from '~/features/artwork/artwork-button';
import { OrderAddress, OrderTotals } from '~/features/checkout/order-lines';
import { SHOP_NAME } from '~/ui/brand';
import { formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';
import { useHydrated } from '~/ui/use-hydrated';
import { shopClient } from '~/lib/shop-client';
import type { Route } from './+types/order';
import '~/features/checkout/checkout.css';

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `Order ${params.number} | ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * The order number and the emailed link's key, read with the API's own contracts: what cannot be
 * one is no order (404), never a query with whatever the address bar held.
 */
function orderOf(params: { number?: string }, request: Request) {
  const number = orderParams.safeParse({ number: params.number });
  const key = orderKeyQuery.safeParse({
    key: new URL(request.url).searchParams.get('key') ?? undefined,
  });
  if (!number.success || !key.success) return null;
  return { orderNo: number.data.number, key: key.data.key };
}

/** Times of the timeline in the shop's zone, written on the server (no zone data in the page). */
function withTimes(order: OrderView, timeZone: string) {
  return {
    ...order,
    timeline: order.timeline.map((step) => ({
      ...step,
      when: format(new TZDate(step.at, timeZone), "EEE, MMM d 'at' h:mm a"),
    })),
  };
}

async function answer(work: () => Promise<OrderView>, timeZone: string) {
  try {
    return { order: withTimes(await work(), timeZone), message: null };
  } catch (problem) {
    if (problem instanceof ShopProblem && problem.statusCode === 404) {
      return data({ order: null, message: problem.message }, { status: 404 });
    }
    throw problem;
  }
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const wanted = orderOf(params, request);
  if (!wanted) return data({ order: null, message: ORDER_MESSAGES.notFound }, { status: 404 });
  const actor = await context.actor();
  return answer(
    () => context.shop.orders.find(actor, wanted.orderNo, wanted.key),
    context.shopTimeZone,
  );
}

/** Cancel: a plain form, so it works before the scripts load; the page is drawn again after. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const wanted = orderOf(params, request);
  if (!wanted) return data({ refused: ORDER_MESSAGES.notFound }, { status: 404 });
  const { orderNo, key } = wanted;
  try {
    await context.shop.orders.cancel(await context.actor(), orderNo, key);
    // Drawn again without the "Thank you" of a new order, the link's key kept.
    return redirect(`/orders/${orderNo}${key ? `?key=${encodeURIComponent(key)}` : ''}`);
  } catch (problem) {
    if (problem instanceof ShopProblem && problem.statusCode < 500) {
      return data({ refused: problem.message }, { status: problem.statusCode });
    }
    throw problem;
  }
}

/** `/orders/:number` (issue 31): the confirmation, then the order's status and timeline. */
export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const { order, message } = loaderData;
  const [params] = useSearchParams();
  // An artwork change may move the order (approved: a new dispatch date): read it again.
  const revalidator = useRevalidator();
  if (!order) {
    return (
      <section className="page-message" aria-labelledby="order-title">
        <h1 id="order-title">Order not found</h1>
        <p>{message}</p>
        <Link className="button" to="/account">
          My account
        </Link>
      </section>
    );
  }
  const refused = actionData?.refused ?? null;
  return (
    <section className="order-page" aria-labelledby="order-title">
      {params.get('placed') === '1' ? (
        <div className="order-page__thanks" role="status">
          <p className="order-page__thanks-title">Thank you! Your order is placed.</p>
          <p>
            We sent a confirmation to <strong>{order.email}</strong> with a link back to this page.
          </p>
        </div>
      ) : null}
      <h1 id="order-title">
        Order <span className="order-page__number">{order.order_no}</span>
      </h1>
      <p className="order-page__placed">Placed {order.timeline[0]?.when}</p>

      <div className="order-page__status">
        <p>
          <span className="order-badge">{order.production_label}</span>{' '}
          <span className="order-badge order-badge--payment">{order.payment_label}</span>
        </p>
        <p className="order-page__next">{order.next_step}</p>
        {order.production_state === 'cancelled' ? null : (
          <p>
            {order.shipping_method}: we expect to dispatch it on{' '}
            <strong>{formatShortDay(order.dispatch_date)}</strong>; delivery between{' '}
            {formatShortDay(order.delivery_from)} and {formatShortDay(order.delivery_to)}{' '}
            (estimated, once your artwork is approved and the order paid).
          </p>
        )}
        {order.refund_due_cents > 0 ? (
          <p>
            Refund due to you: <Money cents={order.refund_due_cents} />
          </p>
        ) : null}
      </div>

      <OrderActions orderNo={order.order_no} linkKey={params.get('key')} />

      <div className="order-page__columns">
        <div>
          <h2>Items</h2>
          <ul className="order-lines">
            {order.lines.map((line, index) => (
              <li key={index} className="order-lines__line">
                <div>
                  <p className="order-lines__name">{line.product_name}</p>
                  <p className="order-lines__what">
                    {formatCount(line.quantity)} pcs × {line.kinds}{' '}
                    {line.kinds === 1 ? 'set' : 'sets'} · <Money cents={line.unit_price_cents} />{' '}
                    per set
                  </p>
                  <ul className="order-lines__details">
                    {line.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                </div>
                <p className="order-lines__price">
                  <Money cents={line.line_cents} />
                </p>
                {order.production_state === 'cancelled' ? null : (
                  <div className="order-lines__artwork">
                    <ArtworkButton
                      line={`${order.order_no}.${index + 1}`}
                      productName={line.product_name}
                      linkKey={params.get('key')}
                      onChanged={() => void revalidator.revalidate()}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <OrderTotals totals={order.totals} shippingLabel={order.shipping_method} />
        </div>
        <div>
          <h2>Timeline</h2>
          <ol className="order-timeline" data-testid="order-timeline">
            {order.timeline.map((step, index) => (
              <li key={index}>
                <strong>{step.label}</strong>
                <span className="order-timeline__when">{step.when}</span>
                {step.note ? <span className="order-timeline__note">{step.note}</span> : null}
              </li>
            ))}
          </ol>
          <h2>Shipping to</h2>
          <OrderAddress address={order.shipping_address} />
          <h2>Billing</h2>
          <OrderAddress address={order.billing_address} />
        </div>
      </div>
      {order.can_cancel ? <CancelOrder refused={refused} /> : null}
    </section>
  );
}

/** Cancel, asked twice once the page's script runs (a plain form posts at once before that). */
function CancelOrder({ refused }: { refused: string | null }) {
  const hydrated = useHydrated();
  const busy = useNavigation().state !== 'idle';
  const [asking, setAsking] = useState(false);
  return (
    <div className="order-page__cancel">
      <h2>Changed your mind?</h2>
      <p>You can cancel until your proof is approved.</p>
      {refused ? (
        <p className="form-alert" role="alert">
          {refused}
        </p>
      ) : null}
      {hydrated && !asking ? (
        <button type="button" className="button" onClick={() => setAsking(true)}>
          Cancel order
        </button>
      ) : (
        <Form method="post">
          {hydrated ? <p>Cancel this order? This cannot be undone.</p> : null}
          <button type="submit" className="button button--danger" disabled={busy}>
            Yes, cancel the order
          </button>{' '}
          {hydrated ? (
            <button type="button" className="link-button" onClick={() => setAsking(false)}>
              Keep it
            </button>
          ) : null}
        </Form>
      )}
    </div>
  );
}

/** The invoice, and "Order again": the lines back in the cart at today's prices (issue 32). */
function OrderActions({ orderNo, linkKey }: { orderNo: string; linkKey: string | null }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ReorderAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const query = new URLSearchParams({ order_no: orderNo, ...(linkKey ? { key: linkKey } : {}) });
  async function reorder() {
    setBusy(true);
    setProblem(null);
    const result = await shopClient.orders.reorder(orderNo, linkKey);
    setBusy(false);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    setAnswer(result.data);
    // The header's cart count is the root loader's.
    await revalidator.revalidate();
  }
  return (
    <>
      <div className="order-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void reorder()}
          disabled={!hydrated || busy}
        >
          Order again
        </button>
        <a
          className="button"
          href={`/pdf/invoice/preview?${query.toString()}`}
          target="_blank"
          rel="noreferrer"
        >
          Invoice (PDF)
        </a>
      </div>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
      {answer ? (
        <div className="order-page__reordered" role="status">
          <p>
            <strong>{answer.message}</strong> <Link to="/cart">Go to your cart</Link>
          </p>
          {answer.changes.length > 0 ? (
            <ul>
              {answer.changes.map((change) => (
                <li key={change.product_name}>
                  {change.product_name}: now <Money cents={change.now_cents} /> a set (you paid{' '}
                  <Money cents={change.was_cents} />)
                </li>
              ))}
            </ul>
          ) : null}
          {answer.unavailable.length > 0 ? (
            <ul>
              {answer.unavailable.map((line) => (
                <li key={line.product_name}>
                  {line.product_name}: {line.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
