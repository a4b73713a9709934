import {
  PAYMENT_LABELS,
  PAYMENT_STATES,
  PRODUCTION_LABELS,
  PRODUCTION_STATES,
} from '@shop/domain/orders/order-life';
import { staffOrdersQuery } from '@shop/shop/orders/back-office-contract';
import { Link, useLoaderData } from 'react-router';
import { requireStaffPage } from '~/features/back-office/back-office.server';
import { readFilters } from '~/features/back-office/filters';
import { DayRangeFilter, FilterForm, Pager, SelectFilter } from '~/features/back-office/list-parts';
import { formatShopTime, formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';
import type { Route } from './+types/orders';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  const { filter, errors, params } = readFilters(staffOrdersQuery, request.url);
  const list = await context.shop.orders.staff.list(session.actor, filter);
  return { ...list, errors, params, timeZone: context.shopTimeZone };
}

/**
 * The orders (issue 34): the next to leave first (by promised dispatch date), late ones flagged,
 * filtered by payment, production and the day placed, with the filter's count and total.
 */
export default function Orders() {
  const { orders, page, more, totals, errors, params, timeZone } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <FilterForm label="Filter the orders">
        <SelectFilter
          label="Payment"
          name="payment"
          options={PAYMENT_STATES.map((state) => [state, PAYMENT_LABELS[state]] as const)}
          params={params}
          errors={errors}
        />
        <SelectFilter
          label="Production"
          name="production"
          options={PRODUCTION_STATES.map((state) => [state, PRODUCTION_LABELS[state]] as const)}
          params={params}
          errors={errors}
        />
        <DayRangeFilter params={params} errors={errors} />
      </FilterForm>
      <p className="back-office__totals" data-testid="order-totals">
        {totals.count} {totals.count === 1 ? 'order' : 'orders'},{' '}
        <Money cents={totals.totalCents} />
      </p>
      {orders.length === 0 ? (
        <p className="back-office__empty">Nothing matches these filters.</p>
      ) : (
        <table className="back-office__table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Dispatch by</th>
              <th scope="col">Customer</th>
              <th scope="col">Payment</th>
              <th scope="col">Production</th>
              <th scope="col">Total</th>
              <th scope="col">Placed</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.order_no} className={order.late ? 'back-office__late' : undefined}>
                <td data-label="Order">
                  <Link to={`/admin/orders/${order.order_no}`}>{order.order_no}</Link>
                  <br />
                  <span className="back-office__muted">
                    {order.lines} {order.lines === 1 ? 'item' : 'items'}
                  </span>
                </td>
                <td data-label="Dispatch by">
                  {formatShortDay(order.dispatch_date)}
                  {order.late ? (
                    <>
                      {' '}
                      <span className="back-office__flag">Late</span>
                    </>
                  ) : null}
                </td>
                <td data-label="Customer">{order.email}</td>
                <td data-label="Payment">
                  <span className={`back-office__status back-office__status--${order.payment}`}>
                    {PAYMENT_LABELS[order.payment]}
                  </span>
                </td>
                <td data-label="Production">
                  <span className={`back-office__status back-office__status--${order.production}`}>
                    {PRODUCTION_LABELS[order.production]}
                  </span>
                </td>
                <td data-label="Total">
                  <Money cents={order.total_cents} />
                </td>
                <td data-label="Placed">{formatShopTime(order.placed_at, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        path="/admin/orders"
        params={params}
        page={page}
        more={more}
        before="Earlier"
        after="Later"
      />
    </section>
  );
}
