import { INBOX_REFERENCE } from '@shop/shop/inbox/contract';
import { ShopProblem } from '@shop/shop/problem';
import { data, Link, useLoaderData, useRevalidator } from 'react-router';
import { AnswerForm } from '~/features/back-office/answer-form';
import { ReplyForm } from '~/features/back-office/reply-form';
import { requireStaffPage } from '~/features/back-office/back-office.server';
import { formatShopTime, formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';
import type { Route } from './+types/inbox-item';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = await requireStaffPage(context, request);
  const reference = INBOX_REFERENCE.safeParse(params.reference);
  if (!reference.success) throw data(null, { status: 404 });
  try {
    const timeZone = context.shopTimeZone;
    if (params.kind === 'quote-request') {
      return {
        item: await context.shop.inbox.quoteRequest(session.actor, reference.data),
        timeZone,
      };
    }
    if (params.kind === 'contact') {
      return {
        item: await context.shop.inbox.contactMessage(session.actor, reference.data),
        timeZone,
      };
    }
  } catch (problem) {
    if (!(problem instanceof ShopProblem && problem.statusCode === 404)) throw problem;
  }
  throw data(null, { status: 404 });
}

const size = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(bytes / 1000)} KB`;

/** One quote request or contact message, with its customer and files (issue 34). */
export default function InboxItem() {
  const { item, timeZone } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  return (
    <article aria-labelledby="inbox-item-title" className="back-office__item">
      <p>
        <Link to="/admin">&larr; Inbox</Link>
      </p>
      <h1 id="inbox-item-title">
        {item.kind === 'contact' ? 'Contact message' : item.type} {item.reference_no}
      </h1>
      <dl className="back-office__facts">
        <dt>Status</dt>
        <dd>
          <span className={`back-office__status back-office__status--${item.status}`}>
            {item.status}
          </span>
        </dd>
        <dt>Received</dt>
        <dd>{formatShopTime(item.created_at, timeZone)}</dd>
        <dt>From</dt>
        <dd>
          {item.kind === 'contact'
            ? item.customer.name
            : `${item.customer.first_name} ${item.customer.last_name}`}{' '}
          &lt;<a href={`mailto:${item.customer.email}`}>{item.customer.email}</a>&gt;{' '}
          <span className="back-office__muted">
            {item.customer.account ? '(has an account)' : '(no account)'}
          </span>
        </dd>
        {item.kind === 'quote-request' ? (
          <>
            <dt>Quantity</dt>
            <dd>{item.quantity === null ? 'Not given' : item.quantity.toLocaleString('en-US')}</dd>
          </>
        ) : item.about_reference ? (
          <>
            <dt>About</dt>
            <dd>{item.about_reference}</dd>
          </>
        ) : null}
      </dl>
      <h2>{item.kind === 'contact' ? 'Message' : 'What they ask for'}</h2>
      <p className="back-office__text">{item.kind === 'contact' ? item.message : item.comment}</p>
      {item.kind === 'quote-request' ? (
        <>
          <h2>Files</h2>
          {item.attachments.length === 0 ? (
            <p className="back-office__muted">No files were sent.</p>
          ) : (
            <ul className="back-office__files">
              {item.attachments.map((file) => (
                <li key={file.id}>
                  <a
                    href={`/api/admin/inbox/quote-requests/${item.reference_no}/attachments/${file.id}`}
                    download={file.name}
                  >
                    {file.name}
                  </a>{' '}
                  <span className="back-office__muted">
                    {file.type}, {size(file.size)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {item.answer ? (
            <section aria-labelledby="answer-title" className="back-office__answered">
              <h2 id="answer-title">Answered with quotation {item.answer.quotation_no}</h2>
              <p className="back-office__muted">
                By {item.answer.written_by} on {formatShortDay(item.answer.issue_date)}
              </p>
              <ul className="back-office__files">
                {item.answer.lines.map((line, index) => (
                  <li key={index}>
                    <span className="back-office__text">{line.details}</span>:{' '}
                    {line.quantity.toLocaleString('en-US')} pcs, <Money cents={line.price_cents} />,{' '}
                    {line.printing_days} printing days
                  </li>
                ))}
              </ul>
              <p>
                Total <Money cents={item.answer.total_cents} />
              </p>
              {item.answer.note ? <p className="back-office__text">{item.answer.note}</p> : null}
            </section>
          ) : item.status === 'new' ? (
            <AnswerForm reference={item.reference_no} onAnswered={() => revalidator.revalidate()} />
          ) : null}
        </>
      ) : (
        <>
          {item.replies.length > 0 ? (
            <section aria-labelledby="replies-title" className="back-office__answered">
              <h2 id="replies-title">Replies</h2>
              {item.replies.map((reply, index) => (
                <div key={index} className="back-office__reply">
                  <p className="back-office__muted">
                    {reply.staff_email}, {formatShopTime(reply.sent_at, timeZone)}
                  </p>
                  <p className="back-office__text">{reply.message}</p>
                </div>
              ))}
            </section>
          ) : null}
          <ReplyForm
            reference={item.reference_no}
            email={item.customer.email}
            onSent={() => revalidator.revalidate()}
          />
        </>
      )}
    </article>
  );
}
