import { Link, useLoaderData } from 'react-router';
import { requireStaffPage } from '~/features/back-office/back-office.server';
import { formatShopTime } from '~/ui/format';
import type { Route } from './+types/artwork';

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  const queue = await context.shop.artwork.staff.queue(session.actor);
  return { ...queue, timeZone: context.shopTimeZone };
}

/**
 * Artwork waiting (issue 35): designs whose customer asked for a proof by staff, proofs in
 * progress, and proofs sent and waiting for the customer's answer, the longest waiting first.
 */
export default function ArtworkQueue() {
  const { designs, waiting_for_staff, waiting_for_customers, timeZone } =
    useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="artwork-title">
      <h1 id="artwork-title">Artwork</h1>
      <p className="back-office__muted">
        Proofs by staff: {waiting_for_staff} waiting for us, {waiting_for_customers} waiting for the
        customer.
      </p>
      {designs.length === 0 ? (
        <p className="back-office__empty">No design is waiting for a proof by staff.</p>
      ) : (
        <table className="back-office__table">
          <thead>
            <tr>
              <th scope="col">Design</th>
              <th scope="col">State</th>
              <th scope="col">Customer’s note</th>
              <th scope="col">Waiting since</th>
            </tr>
          </thead>
          <tbody>
            {designs.map((design) => (
              <tr key={design.id}>
                <th scope="row" data-label="Design">
                  <Link to={`/admin/artwork/${design.id}`}>
                    {design.order_no} · line {design.line}
                    {design.sets > 1 ? ` · design ${design.set}` : ''}
                  </Link>
                  <br />
                  <span className="back-office__muted">
                    {design.product_name}, {design.email}
                  </span>
                </th>
                <td data-label="State">
                  <span className={`back-office__status back-office__status--${design.state}`}>
                    {design.state_label}
                  </span>
                </td>
                <td data-label="Customer’s note">{design.staff_proof_comment || '—'}</td>
                <td data-label="Waiting since">{formatShopTime(design.since, timeZone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
