import { SHOP_NAME } from '~/ui/brand';

export function meta() {
  return [
    { title: `Your cart | ${SHOP_NAME}` },
    { name: 'description', content: 'The items in your cart.' },
    { name: 'robots', content: 'noindex' },
  ];
}

// Adding to the cart arrives with issue #5; until then every cart is empty.
export default function Cart() {
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
