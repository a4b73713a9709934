import { formatCount } from '@shop/domain/configuration-summary';
import { Link, redirect, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { AddressBook } from '~/features/accounts/address-book';
import { PasswordForm } from '~/features/accounts/password-form';
import { DeleteAccountForm } from '~/features/accounts/delete-account-form';
import { EmailChangeForm } from '~/features/accounts/email-change-form';
import { OrderQuotation } from '~/features/quote/order-quotation';
import { SHOP_NAME } from '~/ui/brand';
import { Money } from '~/ui/money';
import type { Route } from './+types/account';
import './account-pages.css';

export function meta() {
  return [{ title: `My account | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await context.actor();
  const url = new URL(request.url);
  if (actor.kind === 'anonymous') {
    throw redirect(`/sign-in?return=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const { shop } = context;
  const [{ profile }, orders, quotations, requests, cart] = await Promise.all([
    shop.accounts.whoIsHere(actor),
    shop.orders.list(actor),
    shop.quotes.listQuotations(actor, pageOf(url.searchParams.get('quotations'))),
    shop.quotes.listQuoteRequests(actor, pageOf(url.searchParams.get('requests'))),
    shop.cart.view(actor),
  ]);
  const addresses = actor.kind === 'customer' ? await shop.accounts.addresses(actor) : null;
  return {
    profile,
    addresses: addresses?.addresses ?? null,
    orders: orders.orders,
    quotations,
    requests,
    cart: { count: cart.count, total: cart.total_price },
  };
}

const STATUS = { new: 'Received', answered: 'Answered', closed: 'Closed' } as const;

/** When a request was made, as the shop's own lists print a day. */
const day = (iso: string) => iso.slice(0, 10);

/**
 * `/account` (issue 30): a customer's details, addresses, password, quotations, quote requests
 * and cart; a guest sees their quote requests and quotations for the life of the guest cookie,
 * and is offered an account.
 */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { profile, addresses, orders, quotations, requests, cart } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const customer = profile.kind === 'customer';
  return (
    <section className="account-page account-page--wide" aria-labelledby="account-title">
      <h1 id="account-title">{customer ? 'My account' : 'Your orders and quotes'}</h1>
      {customer ? (
        <div className="account-section">
          <h2>Your details</h2>
          <dl className="account-details">
            <dt>Name</dt>
            <dd>
              {profile.firstName} {profile.lastName}
            </dd>
            <dt>Email</dt>
            <dd>
              {profile.email}{' '}
              {profile.emailUnverified ? (
                <Link to="/verify-email">Verify your email</Link>
              ) : (
                <span className="account-details__ok">verified</span>
              )}
            </dd>
            {profile.company ? (
              <>
                <dt>Company</dt>
                <dd>{profile.company}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : (
        <p className="account-page__note">
          You are shopping as a guest ({profile.email}): these stay with this browser.{' '}
          <Link to="/sign-up?return=/account">Create an account</Link> to keep them on every device.
        </p>
      )}

      {addresses ? (
        <>
          <div className="account-section">
            <h2>Addresses</h2>
            <AddressBook addresses={addresses} onChanged={() => revalidator.revalidate()} />
          </div>
        </>
      ) : null}

      <div className="account-section">
        <h2>Orders</h2>
        {orders.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <table className="account-table" data-testid="account-orders">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.order_no}>
                  <td>
                    <Link to={`/orders/${order.order_no}`}>{order.order_no}</Link>
                  </td>
                  <td>{order.placed_on}</td>
                  <td>
                    {order.production_label} · {order.payment_label}
                  </td>
                  <td>
                    <Money cents={order.total_cents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <div className="account-section">
        <h2>Quotations</h2>
        {quotations.quotations.length === 0 ? (
          <p>No quotations yet: Print Quote on a product page makes one.</p>
        ) : (
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">Quotation</th>
                <th scope="col">Issued</th>
                <th scope="col">What</th>
                <th scope="col">Total</th>
                <th scope="col">
                  <span className="visually-hidden">Order</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {quotations.quotations.map((quotation) => (
                <tr key={quotation.quotation_no}>
                  <td>
                    <a
                      href={`/pdf/quotation/preview?quotation_no=${encodeURIComponent(quotation.quotation_no)}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {quotation.quotation_no}
                    </a>{' '}
                    <a
                      className="account-table__aside"
                      href={`/pdf/quotation/download?quotation_no=${encodeURIComponent(quotation.quotation_no)}`}
                      aria-label={`Download quotation ${quotation.quotation_no} (PDF)`}
                    >
                      PDF
                    </a>
                  </td>
                  <td>{quotation.issue_date}</td>
                  <td className="account-table__what">
                    {quotation.description}
                    {quotation.items > 1 ? ` (${quotation.items} lines)` : ''}
                  </td>
                  <td>
                    <Money cents={quotation.total_cents} />
                  </td>
                  <td>
                    <OrderQuotation quotationNo={quotation.quotation_no} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager param="quotations" page={quotations.page} pages={quotations.pages} />
      </div>

      <div className="account-section">
        <h2>Quote requests</h2>
        {requests.quote_requests.length === 0 ? (
          <p>No quote requests yet.</p>
        ) : (
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Sent</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {requests.quote_requests.map((request) => (
                <tr key={request.reference_no}>
                  <td>
                    <Link
                      to={`/account/quote-requests/${encodeURIComponent(request.reference_no)}`}
                    >
                      {request.reference_no}
                    </Link>
                  </td>
                  <td>{day(request.created_at)}</td>
                  <td>{request.quote_type}</td>
                  <td>{STATUS[request.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager param="requests" page={requests.page} pages={requests.pages} />
      </div>

      <div className="account-section">
        <h2>Cart</h2>
        <p>
          {cart.count === 0 ? (
            'Your cart is empty.'
          ) : (
            <>
              {formatCount(cart.count)} {cart.count === 1 ? 'item' : 'items'},{' '}
              <Money decimal={cart.total} />. <Link to="/cart">Open the cart</Link>
            </>
          )}
        </p>
      </div>
      {addresses ? (
        <>
          <div className="account-section">
            <h2>Email address</h2>
            <EmailChangeForm onChanged={() => revalidator.revalidate()} />
          </div>
          <div className="account-section">
            <h2>Password</h2>
            <PasswordForm />
          </div>
          <div className="account-section">
            <h2>Your data</h2>
            <p>
              <a href="/api/account/export" download>
                Download my data
              </a>{' '}
              (everything we keep about you, as JSON)
            </p>
            <DeleteAccountForm
              onDeleted={async () => {
                await revalidator.revalidate();
                await navigate('/', { replace: true });
              }}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

/** Previous / next page of one list, by its query parameter. */
function Pager({ param, page, pages }: { param: string; page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    next.set(param, String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav className="account-pager" aria-label={`${param} pages`}>
      {page > 1 ? <Link to={to(page - 1)}>Previous</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={to(page + 1)}>Next</Link> : null}
    </nav>
  );
}
