import { cartView } from '@shop/domain/cart';
import { data, Form, Link, useNavigation } from 'react-router';
import { SHOP_NAME } from '~/ui/brand';
import { formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';
import type { Route } from './+types/cart';

export function meta() {
  return [
    { title: `Your cart | ${SHOP_NAME}` },
    { name: 'description', content: 'The items in your cart.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const visitor = await context.visitor();
  const rows = await context.shop.carts.lines(visitor);
  return cartView(context.shop.catalog.current().catalog, rows);
}

/** Remove a line or change its sets; plain forms, so they work before the scripts load too. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const visitor = await context.visitor();
  const lineId = Number(form.get('line'));
  if (!Number.isInteger(lineId) || lineId <= 0 || lineId > 2_147_483_647) {
    return data({ error: 'That cart line does not exist.' }, { status: 400 });
  }
  const carts = context.shop.carts;
  if (form.get('intent') === 'remove') {
    if (!(await carts.removeLine(visitor, lineId))) {
      return data({ error: 'That line is no longer in your cart.' }, { status: 404 });
    }
    return { error: null };
  }
  const kinds = Number(form.get('kinds'));
  if (!Number.isInteger(kinds) || kinds < 1 || kinds > 99) {
    return data({ error: 'Sets must be a whole number from 1 to 99.' }, { status: 400 });
  }
  if (!(await carts.setKinds(visitor, lineId, kinds))) {
    return data({ error: 'That line is no longer in your cart.' }, { status: 404 });
  }
  return { error: null };
}

export default function Cart({ loaderData: cart, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
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
                {line.origin_path.startsWith('/') ? (
                  <Link to={line.origin_path}>{line.product_name}</Link>
                ) : (
                  line.product_name
                )}
              </h2>
              <ul className="cart-line__details">
                {line.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
              <p className="cart-line__dispatch">
                Estimated dispatch {formatShortDay(line.dispatch_date)}
              </p>
            </div>
            <dl className="cart-line__figures">
              <div>
                <dt>Quantity</dt>
                <dd>{line.quantity.toLocaleString('en-US')}</dd>
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
              <Form method="post" className="cart-line__sets">
                <input type="hidden" name="line" value={line.id} />
                <label htmlFor={`sets-${line.id}`}>Number of Sets</label>
                <input
                  id={`sets-${line.id}`}
                  name="kinds"
                  type="number"
                  min={1}
                  max={99}
                  defaultValue={line.kinds}
                  key={line.kinds}
                  required
                />
                <button type="submit" name="intent" value="sets" className="button" disabled={busy}>
                  Update
                </button>
              </Form>
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
    </section>
  );
}
