import { ShopProblem } from '@shop/shop/problem';
import { Link, redirect } from 'react-router';
import { CheckoutForm } from '~/features/checkout/checkout-form';
import { SHOP_NAME } from '~/ui/brand';
import type { Route } from './+types/checkout';
import '~/features/checkout/checkout.css';

export function meta() {
  return [{ title: `Checkout | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** The cart reviewed with today's figures; an empty cart goes back to the cart. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { start: await context.shop.orders.start(await context.actor()), blocked: null };
  } catch (problem) {
    if (problem instanceof ShopProblem && problem.code === 'CART_EMPTY') throw redirect('/cart');
    if (problem instanceof ShopProblem && problem.statusCode < 500) {
      return { start: null, blocked: { code: problem.code, message: problem.message } };
    }
    throw problem;
  }
}

/** `/checkout` (issue 31): as a guest with an email, or signed in with a verified email. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { start, blocked } = loaderData;
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {start ? (
        <CheckoutForm start={start} />
      ) : (
        <div className="checkout-page__blocked" role="alert">
          <p>{blocked?.message}</p>
          {blocked?.code === 'EMAIL_NOT_VERIFIED' ? (
            <Link className="button button--primary" to="/verify-email">
              Verify your email
            </Link>
          ) : (
            <Link to="/cart">Back to the cart</Link>
          )}
        </div>
      )}
    </section>
  );
}
