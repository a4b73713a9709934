import { LEVEL_LABELS } from '@shop/shop/artwork/contract';
import { staffDesignParams } from '@shop/shop/artwork/staff-contract';
import type { FormEvent } from 'react';
import { data, Link, useLoaderData } from 'react-router';
import { orNotFound, requireStaffPage } from '~/features/back-office/back-office.server';
import { useBackOfficeMove } from '~/features/back-office/use-move';
import { shopClient } from '~/lib/shop-client';
import { formatShopTime } from '~/ui/format';
import { useHydrated } from '~/ui/use-hydrated';
import type { Route } from './+types/artwork-design';
import '~/features/checkout/checkout.css';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  const design = staffDesignParams.safeParse({ design: params.design });
  if (!design.success) throw data(null, { status: 404 });
  const found = await orNotFound(
    context.shop.artwork.staff.find(session.actor, design.data.design),
  );
  return { design: found, timeZone: context.shopTimeZone };
}

const ANSWER = {
  approved: 'Approved by the customer',
  changes_requested: 'Changes asked',
  superseded: 'Replaced by a newer proof',
} as const;

/**
 * One design in proof (issue 35): the customer's files with their preflight reports and digital
 * proofs, the proofs staff sent with the customer's answers, and the moves open now: start the
 * proof (the customer's file is fixed from then), send the next version. Each is emailed.
 */
export default function ArtworkDesign() {
  const { design, timeZone } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const { busy, run, outcome } = useBackOfficeMove();
  const start = () =>
    run(() => shopClient.staff.startProof(design.id), 'Proof started: the customer was emailed.');
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const sent = await run(
      () => shopClient.staff.sendProof(design.id, new FormData(form)),
      `Proof ${design.proofs.length + 1} sent: the customer was emailed.`,
    );
    if (sent) form.reset();
  };
  const title = `${design.order_no} · line ${design.line}${design.sets > 1 ? ` · design ${design.set}` : ''}`;

  return (
    <article aria-labelledby="design-title" className="back-office__item">
      <p>
        <Link to="/admin/artwork">&larr; Artwork</Link>
      </p>
      <h1 id="design-title">{title}</h1>
      <dl className="back-office__facts">
        <dt>Item</dt>
        <dd>
          {design.product_name}, {design.trim.width_in} x {design.trim.height_in} in
        </dd>
        <dt>Order</dt>
        <dd>
          <Link to={`/admin/orders/${design.order_no}`}>{design.order_no}</Link> ·{' '}
          {design.production_label}
        </dd>
        <dt>Customer</dt>
        <dd>
          <a href={`mailto:${design.email}`}>{design.email}</a>
        </dd>
        <dt>State</dt>
        <dd>
          <span className={`back-office__status back-office__status--${design.state}`}>
            {design.state_label}
          </span>
        </dd>
        <dt>Customer’s note</dt>
        <dd className="back-office__text">{design.staff_proof_comment || '—'}</dd>
      </dl>

      <section aria-labelledby="design-moves" className="back-office__moves">
        <h2 id="design-moves">Next steps</h2>
        {outcome}
        {design.can_start ? (
          <button
            type="button"
            className="button"
            disabled={!hydrated || busy}
            onClick={() => void start()}
          >
            Start the proof
          </button>
        ) : null}
        {design.can_send_proof ? (
          <form
            className="back-office__step back-office__step--stacked"
            aria-label="Send a proof"
            onSubmit={send}
          >
            <h3>Send proof {design.proofs.length + 1}</h3>
            <label className="back-office__field">
              <span>Proof file (PDF, PNG or JPEG)</span>
              <input type="file" name="proof" accept=".pdf,.png,.jpg,.jpeg" required />
            </label>
            <label className="back-office__field">
              <span>Note to the customer (optional)</span>
              <textarea name="note" rows={3} maxLength={1000} />
            </label>
            <button type="submit" className="button" disabled={!hydrated || busy}>
              Send the proof
            </button>
          </form>
        ) : null}
        {design.archive_url ? (
          <p>
            <a href={design.archive_url} download>
              Download the line’s artwork (zip)
            </a>
          </p>
        ) : null}
        {!design.can_start && !design.can_send_proof && !design.archive_url ? (
          <p className="back-office__muted">
            Nothing to do now: {design.state_label.toLowerCase()}.
          </p>
        ) : null}
      </section>

      <h2>Customer’s files</h2>
      {design.files.length === 0 ? (
        <p className="back-office__muted">
          No file yet: the customer asked for a proof without one.
        </p>
      ) : (
        <ul className="back-office__cards">
          {design.files.map((file) => (
            <li key={file.id} className="back-office__card">
              <p>
                <strong>{file.side === 'front' ? 'Front' : 'Back'}:</strong>{' '}
                <a href={file.download_url}>{file.name}</a>{' '}
                <span className="back-office__muted">({Math.ceil(file.size / 1024)} KB)</span>
              </p>
              <p>
                Preflight:{' '}
                <strong>{file.verdict ? LEVEL_LABELS[file.verdict] : 'being checked'}</strong>
              </p>
              <ul className="back-office__details">
                {file.findings.map((finding) => (
                  <li key={finding.check + finding.message}>
                    {LEVEL_LABELS[finding.level]}: {finding.message}
                  </li>
                ))}
              </ul>
              {file.proof_url ? (
                <img
                  className="back-office__proof"
                  src={file.proof_url}
                  alt={`Digital proof of the ${file.side}`}
                />
              ) : (
                <p className="back-office__muted">
                  No digital proof: this file is proofed by hand.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2>Proofs sent</h2>
      {design.proofs.length === 0 ? (
        <p className="back-office__muted">None yet.</p>
      ) : (
        <ol className="back-office__proofs" data-testid="proofs-sent">
          {design.proofs.map((proof) => (
            <li key={proof.id}>
              <a href={proof.url}>
                Proof {proof.version}: {proof.name}
              </a>{' '}
              <span className="back-office__muted">{formatShopTime(proof.sent_at, timeZone)}</span>{' '}
              <span
                className={`back-office__status back-office__status--${proof.decision ?? 'waiting'}`}
              >
                {proof.decision ? ANSWER[proof.decision] : 'Waiting for the customer'}
              </span>
              {proof.note ? <p className="back-office__text">Our note: {proof.note}</p> : null}
              {proof.comment ? (
                <p className="back-office__text">Customer: {proof.comment}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      <h2>Timeline</h2>
      <ol className="order-timeline">
        {design.events.map((event, index) => (
          <li key={index}>
            <strong>{event.label}</strong>
            <span className="order-timeline__when">
              {formatShopTime(event.at, timeZone)} · {event.who}
            </span>
            {event.note ? <span className="order-timeline__note">{event.note}</span> : null}
          </li>
        ))}
      </ol>
    </article>
  );
}
