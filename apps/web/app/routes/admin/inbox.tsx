import { INBOX_STATUSES, INBOX_TYPES, inboxQuery } from '@shop/shop/inbox/contract';
import { Link, useLoaderData } from 'react-router';
import { requireStaffPage } from '~/features/back-office/back-office.server';
import { readFilters } from '~/features/back-office/filters';
import {
  DayRangeFilter,
  FilterForm,
  Pager,
  SearchFilter,
  SelectFilter,
} from '~/features/back-office/list-parts';
import { formatShopTime } from '~/ui/format';
import type { Route } from './+types/inbox';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  const { filter, errors, params } = readFilters(inboxQuery, request.url);
  const list = await context.shop.inbox.list(session.actor, filter);
  return { ...list, errors, params, timeZone: context.shopTimeZone };
}

const typeName = (type: string) => (type === 'Contact' ? 'Contact message' : type);

/** The inbox (issue 34): quote requests and contact messages, newest first, filtered. */
export default function Inbox() {
  const { items, page, more, errors, params, timeZone } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">Inbox</h1>
      <FilterForm label="Filter the inbox">
        <SelectFilter
          label="Type"
          name="type"
          options={INBOX_TYPES.map((type) => [type, typeName(type)] as const)}
          params={params}
          errors={errors}
        />
        <SelectFilter
          label="Status"
          name="status"
          options={INBOX_STATUSES.map((status) => [status, status] as const)}
          params={params}
          errors={errors}
        />
        <DayRangeFilter params={params} errors={errors} />
        <SearchFilter label="Email or reference" params={params} errors={errors} />
      </FilterForm>
      {items.length === 0 ? (
        <p className="back-office__empty">Nothing matches these filters.</p>
      ) : (
        <table className="back-office__table">
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Type</th>
              <th scope="col">From</th>
              <th scope="col">Status</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.reference_no}>
                <td data-label="Reference">
                  <Link to={`/admin/inbox/${item.kind}/${item.reference_no}`}>
                    {item.reference_no}
                  </Link>
                </td>
                <td data-label="Type">{typeName(item.type)}</td>
                <td data-label="From">
                  {item.name}
                  <br />
                  <span className="back-office__muted">{item.email}</span>
                </td>
                <td data-label="Status">
                  <span className={`back-office__status back-office__status--${item.status}`}>
                    {item.status}
                  </span>
                </td>
                <td data-label="Received">{formatShopTime(item.created_at, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager path="/admin" params={params} page={page} more={more} />
    </section>
  );
}
