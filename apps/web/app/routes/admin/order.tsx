import { zodResolver } from '@hookform/resolvers/zod';
import { formatCount } from '@shop/domain/configuration-summary';
import {
  dispatchRequest,
  staffCancelRequest,
  type StaffStep,
} from '@shop/shop/orders/back-office-contract';
import { orderParams } from '@shop/shop/orders/contract';
import type { OrderArtworkView } from '@shop/shop/artwork/staff-contract';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { data, Link, useLoaderData } from 'react-router';
import type { z } from 'zod';
import { orNotFound, requireStaffPage } from '~/features/back-office/back-office.server';
import { useBackOfficeMove } from '~/features/back-office/use-move';
import { OrderAddress, OrderTotals } from '~/features/checkout/order-lines';
import { shopClient } from '~/lib/shop-client';
import { formatShopTime, formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/order';
import '~/features/checkout/checkout.css';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  const number = orderParams.pick({ number: true }).safeParse({ number: params.number });
  if (!number.success) throw data(null, { status: 404 });
  const order = await orNotFound(context.shop.orders.staff.find(session.actor, number.data.number));
  const artwork = await context.shop.artwork.staff.ofOrder(session.actor, number.data.number);
  return { order, artwork, timeZone: context.shopTimeZone };
}

const ONE_CLICK: ReadonlyArray<readonly [StaffStep & ('paid' | 'printing' | 'delivered'), string]> =
  [
    ['paid', 'Mark paid'],
    ['printing', 'Move to printing'],
    ['delivered', 'Mark delivered'],
  ];

/**
 * One order as staff work on it (issue 34): its frozen lines, addresses, states and timeline, and
 * the moves the order's life allows now. Each move emails the customer and joins their timeline.
 */
export default function StaffOrder() {
  const { order, artwork, timeZone } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const { busy, moved, run, outcome } = useBackOfficeMove();
  const move = (step: 'paid' | 'printing' | 'delivered', label: string) =>
    run(() => shopClient.staff.moveOrder(order.order_no, step), `${label}: done.`);
  const open = new Set(order.steps);
  return (
    <article aria-labelledby="order-title" className="back-office__item">
      <p>
        <Link to="/admin/orders">&larr; Orders</Link>
      </p>
      <h1 id="order-title">Order {order.order_no}</h1>
      <dl className="back-office__facts">
        <dt>Payment</dt>
        <dd>
          <span className={`back-office__status back-office__status--${order.payment_state}`}>
            {order.payment_label}
          </span>{' '}
          <span className="back-office__muted">({order.payment_method})</span>
        </dd>
        <dt>Production</dt>
        <dd>
          <span className={`back-office__status back-office__status--${order.production_state}`}>
            {order.production_label}
          </span>
        </dd>
        <dt>Dispatch by</dt>
        <dd>
          {formatShortDay(order.dispatch_date)} ({order.shipping_method})
        </dd>
        <dt>Customer</dt>
        <dd>
          <a href={`mailto:${order.email}`}>{order.email}</a>
        </dd>
        {order.refund_due_cents > 0 ? (
          <>
            <dt>Refund due</dt>
            <dd>
              <Money cents={order.refund_due_cents} />
            </dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="order-moves" className="back-office__moves">
        <h2 id="order-moves">Next steps</h2>
        {outcome}
        {order.steps.length === 0 ? (
          <p className="back-office__muted">
            Nothing more to do: this order is {order.production_label.toLowerCase()}.
          </p>
        ) : null}
        <div className="back-office__buttons">
          {ONE_CLICK.filter(([step]) => open.has(step)).map(([step, label]) => (
            <button
              key={step}
              type="button"
              className="button"
              disabled={!hydrated || busy}
              onClick={() => void move(step, label)}
            >
              {label}
            </button>
          ))}
        </div>
        {open.has('dispatched') ? (
          <StepForm
            title="Dispatch"
            schema={dispatchRequest}
            defaults={{ carrier: '', tracking_number: '' }}
            fields={[
              ['carrier', 'Carrier'],
              ['tracking_number', 'Tracking number'],
            ]}
            submit="Mark dispatched"
            send={async (parcel) =>
              moved(
                await shopClient.staff.dispatchOrder(order.order_no, parcel),
                'Marked dispatched.',
              )
            }
          />
        ) : null}
        {open.has('cancel') ? (
          <StepForm
            title="Cancel the order"
            schema={staffCancelRequest}
            defaults={{ reason: '' }}
            fields={[['reason', 'Why (the customer reads this)']]}
            submit="Cancel the order"
            danger
            send={async (request) =>
              moved(await shopClient.staff.cancelOrder(order.order_no, request), 'Order cancelled.')
            }
          />
        ) : null}
      </section>

      <h2>Items</h2>
      <table className="back-office__table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price a set</th>
            <th scope="col">Printing</th>
            <th scope="col">Line</th>
            <th scope="col">Artwork</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td data-label="Item">
                <strong>{line.product_name}</strong>
                <ul className="back-office__details">
                  {line.details.map((detail, index) => (
                    <li key={index}>{detail}</li>
                  ))}
                </ul>
              </td>
              <td data-label="Quantity">
                {formatCount(line.quantity)} × {line.kinds} {line.kinds === 1 ? 'set' : 'sets'}
              </td>
              <td data-label="Price a set">
                <Money cents={line.unit_price_cents} />
              </td>
              <td data-label="Printing">
                {line.printing_days} days, dispatch {formatShortDay(line.dispatch_date)}
              </td>
              <td data-label="Line">
                <Money cents={line.line_cents} />
              </td>
              <td data-label="Artwork">
                <LineArtwork line={artwork.lines.find((entry) => entry.line === index + 1)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotals totals={order.totals} shippingLabel={order.shipping_method} />

      <div className="back-office__columns">
        <div>
          <h2>Shipping to</h2>
          <OrderAddress address={order.shipping_address} />
          <h2>Billing</h2>
          <OrderAddress address={order.billing_address} />
        </div>
        <div>
          <h2>Timeline</h2>
          <ol className="order-timeline" data-testid="staff-order-timeline">
            {order.timeline.map((step, index) => (
              <li key={index}>
                <strong>{step.label}</strong>
                <span className="order-timeline__when">
                  {formatShopTime(step.at, timeZone)} · {step.who}
                </span>
                {step.note ? <span className="order-timeline__note">{step.note}</span> : null}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
}

/** A line's designs with their states (each a link once it exists), and its archive. */
function LineArtwork({ line }: { line: OrderArtworkView['lines'][number] | undefined }) {
  if (!line) return null;
  return (
    <>
      <ul className="back-office__designs">
        {line.designs.map((design) => {
          const name = line.designs.length > 1 ? `Design ${design.set}: ` : '';
          return (
            <li key={design.set}>
              {design.id ? (
                <Link to={`/admin/artwork/${design.id}`}>
                  {name}
                  {design.state_label}
                </Link>
              ) : (
                `${name}${design.state_label}`
              )}
            </li>
          );
        })}
      </ul>
      {line.archive_url ? (
        <a href={line.archive_url} download>
          Artwork archive (zip)
          <span className="visually-hidden"> of line {line.line}</span>
        </a>
      ) : null}
    </>
  );
}

/** A move that needs words first (dispatch's parcel, a cancellation's reason). */
function StepForm<Values extends FieldValues>({
  title,
  schema,
  defaults,
  fields,
  submit,
  danger = false,
  send,
}: {
  title: string;
  schema: z.ZodType<Values, Values>;
  defaults: Values;
  fields: ReadonlyArray<readonly [Path<Values>, string]>;
  submit: string;
  danger?: boolean;
  send: (values: Values) => Promise<boolean>;
}) {
  const hydrated = useHydrated();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults as never });
  const onSubmit = form.handleSubmit(async (values) => {
    if (await send(values)) form.reset(defaults as never);
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="back-office__step" aria-label={title}>
      <h3>{title}</h3>
      {fields.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          {...form.register(name)}
          error={errors[name]?.message as string | undefined}
        />
      ))}
      <button
        type="submit"
        className={danger ? 'button button--danger' : 'button'}
        disabled={!hydrated || form.formState.isSubmitting}
      >
        {submit}
      </button>
    </form>
  );
}
