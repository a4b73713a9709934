import { activityQuery } from '@shop/shop/staff/contract';
import { useLoaderData } from 'react-router';
import { requireStaffPage } from '~/features/back-office/back-office.server';
import { readFilters } from '~/features/back-office/filters';
import { DayRangeFilter, FilterForm, Pager, SearchFilter } from '~/features/back-office/list-parts';
import { TextField } from '~/ui/text-field';
import { formatShopTime } from '~/ui/format';
import type { Route } from './+types/activity';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  const { filter, errors, params } = readFilters(activityQuery, request.url);
  const log = await context.shop.staff.activity(session.actor, filter);
  return { ...log, errors, params, timeZone: context.shopTimeZone };
}

/** What staff did, who and when (issue 34): read only. */
export default function Activity() {
  const { entries, page, more, errors, params, timeZone } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="activity-title">
      <h1 id="activity-title">Activity</h1>
      <FilterForm label="Filter the activity">
        <TextField
          label="Action"
          name="action"
          defaultValue={params.action ?? ''}
          error={errors.action}
          placeholder="staff.sign_in"
        />
        <DayRangeFilter params={params} errors={errors} />
        <SearchFilter label="Who or what" params={params} errors={errors} />
      </FilterForm>
      {entries.length === 0 ? (
        <p className="back-office__empty">Nothing matches these filters.</p>
      ) : (
        <table className="back-office__table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">On</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td data-label="When">{formatShopTime(entry.at, timeZone, true)}</td>
                <td data-label="Who">{entry.staffEmail}</td>
                <td data-label="What">
                  <code>{entry.action}</code>
                </td>
                <td data-label="On">{entry.subject}</td>
                <td data-label="Changes">
                  {Object.entries(entry.changes)
                    .map(([field, value]) => `${field}: ${String(value)}`)
                    .join(', ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager path="/admin/activity" params={params} page={page} more={more} />
    </section>
  );
}
