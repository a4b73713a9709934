import { formatCount } from '@shop/domain/configuration-summary';
import { ShopProblem } from '@shop/shop/problem';
import { data, Link } from 'react-router';
import { SHOP_NAME } from '~/ui/brand';
import type { Route } from './+types/account-quote-request';
import './account-pages.css';

export function meta({ params }: Route.MetaArgs) {
  return [
    { title: `Quote request ${params.reference} | ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    return {
      request: await context.shop.quotes.ownQuoteRequest(await context.actor(), params.reference),
      message: null,
    };
  } catch (problem) {
    // Unknown, or another person's: the catalogue's words, with a 404 (spec 001 §8).
    if (problem instanceof ShopProblem && problem.statusCode === 404) {
      return data({ request: null, message: problem.message }, { status: 404 });
    }
    throw problem;
  }
}

const STATUS = {
  new: 'Received: we will respond to you shortly.',
  answered: 'Answered: we sent you a quotation.',
  closed: 'Closed.',
} as const;

const kib = (bytes: number) => `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** `/account/quote-requests/:reference` (issue 30): one of the visitor's own quote requests. */
export default function AccountQuoteRequest({ loaderData }: Route.ComponentProps) {
  const { request, message } = loaderData;
  if (!request) {
    return (
      <section className="page-message" aria-labelledby="request-title">
        <h1 id="request-title">Quote request not found</h1>
        <p>{message}</p>
        <Link className="button" to="/account">
          Back to my quotes
        </Link>
      </section>
    );
  }
  return (
    <section className="account-page account-page--wide" aria-labelledby="request-title">
      <p>
        <Link to="/account">← My account</Link>
      </p>
      <h1 id="request-title">Quote request {request.reference_no}</h1>
      <dl className="request-facts">
        <dt>Type</dt>
        <dd>{request.quote_type}</dd>
        <dt>Sent</dt>
        <dd>{request.created_at.slice(0, 10)}</dd>
        {request.quantity !== null ? (
          <>
            <dt>Quantity</dt>
            <dd>{formatCount(request.quantity)}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>{STATUS[request.status]}</dd>
      </dl>
      <h2>What you asked for</h2>
      <p className="request-comment">{request.comment}</p>
      {request.attachments.length > 0 ? (
        <>
          <h2>Your files</h2>
          <ul>
            {request.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={`/api/quote/get/quote-requests/${encodeURIComponent(request.reference_no)}/attachments/${file.id}`}
                >
                  {file.name}
                </a>{' '}
                ({kib(file.size)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
