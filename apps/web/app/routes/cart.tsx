import { formatCount } from '@shop/domain/configuration-summary';
import type { CartLine } from '@shop/domain/cart-contract';
import { detailsBesideLettering } from '@shop/domain/lettering/lettering-summary';
import { SETS_MAX, SETS_MIN } from '@shop/domain/rules/sets-rules';
import { isSitePath } from '@shop/domain/site-path';
import { CART_MESSAGES, changeSetsForm, removeLineForm } from '@shop/shop/cart/contract';
import { ShopProblem } from '@shop/shop/problem';
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { ArtworkButton } from '~/features/artwork/artwork-button';
import { CartLetteringDetails } from '~/features/lettering/cart-lettering';
import { SHOP_NAME } from '~/ui/brand';
import { formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';
import type { Route } from './+types/cart';
import './cart.css';

export function meta() {
  return [
    { title: `Your cart | ${SHOP_NAME}` },
    { name: 'description', content: 'The items in your cart.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return context.shop.cart.view(await context.actor());
}

/** Remove a line or change its sets; plain forms, so they work before the scripts load too. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { cart } = context.shop;
  const actor = await context.actor();
  if (form.intent === 'remove') {
    const parsed = removeLineForm.safeParse(form);
    if (!parsed.success) return refused(parsed.error.issues);
    return done(cart.removeLine(actor, parsed.data.line));
  }
  const parsed = changeSetsForm.safeParse(form);
  if (!parsed.success) return refused(parsed.error.issues);
  return done(cart.changeSets(actor, parsed.data.line, parsed.data.kinds));
}

const refused = (issues: ReadonlyArray<{ message: string }>) =>
  data({ error: issues[0]?.message ?? CART_MESSAGES.noSuchLineId }, { status: 400 });

/** The page is drawn again from the loader; a line that has gone meanwhile is said so. */
async function done(change: Promise<unknown>) {
  try {
    await change;
    return { error: null };
  } catch (problem) {
    if (problem instanceof ShopProblem && problem.statusCode === 404) {
      return data({ error: CART_MESSAGES.lineGone }, { status: 404 });
    }
    throw problem;
  }
}

export default function Cart({ loaderData: cart, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  // Right after ADD TO CART the product page comes here with `?artwork=<line>` (000 §4).
  const [params, setParams] = useSearchParams();
  const artworkFor = Number(params.get('artwork'));
  // Closed once, it stays closed: a reload or Back does not open it again.
  const artworkClosed = () => {
    if (!params.has('artwork')) return;
    const rest = new URLSearchParams(params);
    rest.delete('artwork');
    setParams(rest, { replace: true, preventScrollReset: true });
  };
  if (cart.count === 0) {
    return (
      <section className="page-message" aria-labelledby="cart-title">
        <h1 id="cart-title">Your cart</h1>
        <p>Your cart is empty.</p>
        <a className="button button--primary" href="/#categories">
          Browse products
        </a>
      </section>
    );
  }
  return (
    <section className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title">Your cart</h1>
      {actionData?.error ? (
        <p className="cart__error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      <ul className="cart__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="cart-line" data-testid="cart-line">
            <div className="cart-line__what">
              <h2 className="cart-line__name">
                <LineName line={line} />
              </h2>
              <ul className="cart-line__details">
                {shownDetails(line).map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
              {line.lettering ? (
                <CartLetteringDetails lineId={line.id} lettering={line.lettering} />
              ) : null}
              <p className="cart-line__dispatch">
                Estimated dispatch {formatShortDay(line.dispatch_date)}
              </p>
            </div>
            <dl className="cart-line__figures">
              <div>
                <dt>Quantity</dt>
                <dd>{formatCount(line.quantity)}</dd>
              </div>
              <div>
                <dt>Price per set</dt>
                <dd>
                  <Money decimal={line.unit_price} />
                </dd>
              </div>
              <div>
                <dt>Price</dt>
                <dd data-testid="line-price">
                  <Money decimal={line.price} />
                </dd>
              </div>
            </dl>
            <div className="cart-line__actions">
              <ArtworkButton
                line={`cart-${line.id}`}
                productName={line.product_name}
                openAtStart={line.id === artworkFor}
                closeLabel="Upload later"
                onClose={artworkClosed}
              />
              {line.quoted ? null : (
                <Form method="post" className="cart-line__sets">
                  <input type="hidden" name="line" value={line.id} />
                  <label htmlFor={`sets-${line.id}`}>Number of Sets</label>
                  <input
                    id={`sets-${line.id}`}
                    name="kinds"
                    type="number"
                    min={SETS_MIN}
                    max={SETS_MAX}
                    defaultValue={line.kinds}
                    key={line.kinds}
                    required
                  />
                  <button
                    type="submit"
                    name="intent"
                    value="sets"
                    className="button"
                    disabled={busy}
                  >
                    Update
                  </button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="line" value={line.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className="link-button"
                  aria-label={`Remove ${line.product_name}`}
                  disabled={busy}
                >
                  Remove
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <dl className="cart__totals" aria-live="polite">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">
            <Money decimal={cart.sub_total} />
          </dd>
        </div>
        <div>
          <dt>{cart.free_shipping ? 'Free Fast Shipping' : 'Fast Shipping'}</dt>
          <dd data-testid="cart-shipping">
            {cart.free_shipping ? 'Free' : <Money decimal={cart.shipping_fee} />}
          </dd>
        </div>
        <div className="cart__total">
          <dt>Total</dt>
          <dd data-testid="cart-total">
            <Money decimal={cart.total_price} />
          </dd>
        </div>
      </dl>
      {cart.free_shipping ? null : (
        <p className="cart__hint">Shipping is free on orders of $100 or more.</p>
      )}
      <Link className="button button--primary cart__checkout" to="/checkout">
        Checkout
      </Link>
    </section>
  );
}

/** A line's details but those its lettering block shows (text, typeface, alignment). */
function shownDetails(line: CartLine): string[] {
  if (!line.lettering) return line.details;
  return detailsBesideLettering(line.details, {
    ...line.lettering,
    fontName: line.lettering.font_name,
  });
}

/**
 * A line's product, linked back to the page it was added from when that page is on this site;
 * older rows may hold another origin ("//evil.example/x"), shown as plain text (issue 13 item 7).
 */
export function LineName({ line }: { line: Pick<CartLine, 'origin_path' | 'product_name'> }) {
  return isSitePath(line.origin_path) ? (
    <Link to={line.origin_path}>{line.product_name}</Link>
  ) : (
    <>{line.product_name}</>
  );
}
