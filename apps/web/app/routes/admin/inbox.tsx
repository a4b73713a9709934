import { INBOX_STATUSES, INBOX_TYPES, inboxQuery } from '@shop/shop/inbox/contract';
import { Form, Link, useLoaderData } from 'react-router';
import { requireStaffPage } from '~/features/back-office/back-office.server';
import { pageLink, readFilters } from '~/features/back-office/filters';
import { TextField } from '~/ui/text-field';
import { formatShopTime } from '~/ui/format';
import type { Route } from './+types/inbox';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  const { filter, errors, params } = readFilters(inboxQuery, request.url);
  const list = await context.shop.inbox.list(session.actor, filter);
  return { ...list, errors, params, timeZone: context.shopTimeZone };
}

/** The inbox (issue 34): quote requests and contact messages, newest first, filtered. */
export default function Inbox() {
  const { items, page, more, errors, params, timeZone } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">Inbox</h1>
      <Form method="get" className="back-office__filters" aria-label="Filter the inbox">
        <label className="back-office__select">
          <span>Type</span>
          <select
            name="type"
            defaultValue={params.type ?? ''}
            aria-invalid={errors.type ? true : undefined}
          >
            <option value="">All</option>
            {INBOX_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'Contact' ? 'Contact message' : type}
              </option>
            ))}
          </select>
          {errors.type ? <em className="back-office__error">{errors.type}</em> : null}
        </label>
        <label className="back-office__select">
          <span>Status</span>
          <select
            name="status"
            defaultValue={params.status ?? ''}
            aria-invalid={errors.status ? true : undefined}
          >
            <option value="">All</option>
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
          {errors.status ? <em className="back-office__error">{errors.status}</em> : null}
        </label>
        <TextField
          label="From"
          name="from"
          type="date"
          defaultValue={params.from ?? ''}
          error={errors.from}
        />
        <TextField
          label="To"
          name="to"
          type="date"
          defaultValue={params.to ?? ''}
          error={errors.to}
        />
        <TextField
          label="Email or reference"
          name="q"
          type="search"
          defaultValue={params.q ?? ''}
          error={errors.q}
        />
        <button type="submit" className="button">
          Filter
        </button>
      </Form>
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
                <td data-label="Type">{item.type === 'Contact' ? 'Contact message' : item.type}</td>
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
      <nav className="back-office__pages" aria-label="Pages">
        {page > 1 ? <Link to={pageLink('/admin', params, page - 1)}>Newer</Link> : null}
        <span>Page {page}</span>
        {more ? <Link to={pageLink('/admin', params, page + 1)}>Older</Link> : null}
      </nav>
    </section>
  );
}
