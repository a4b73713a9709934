import type { Route } from './+types/home';
import { CategoryGrid } from '~/features/catalog/category-grid';
import { ShopPromises } from '~/features/catalog/shop-promises';
import { SHOP_NAME } from '~/ui/brand';
import './home.css';

export function loader({ context }: Route.LoaderArgs) {
  return {
    categories: context.shop.catalog.pagesByCategory().map(({ category, pages }) => ({
      ...category,
      pages: pages.map(({ name, path }) => ({ name, href: path })),
    })),
  };
}

export function meta() {
  return [
    { title: `${SHOP_NAME} | Custom Stickers, Business Cards, Labels & Decals` },
    {
      name: 'description',
      content:
        'Design custom stickers, business cards, hang tags, roll labels and vinyl lettering. ' +
        'See the exact price and dispatch date as you choose, with free fast shipping from $100.',
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="eyebrow">Custom printing, made simple</p>
          <h1 id="hero-title">Stickers, cards and labels, priced as you choose.</h1>
          <p className="hero__lead">
            Pick a size, a material and a quantity: the exact price and the day your order leaves
            our press appear at once. No account needed to get a quote.
          </p>
          <a className="button button--primary" href="#categories">
            Browse products
          </a>
        </div>
        <div className="hero__art" aria-hidden="true">
          <HeroArt />
        </div>
      </section>
      <CategoryGrid categories={loaderData.categories} />
      <ShopPromises />
    </>
  );
}

function HeroArt() {
  return (
    <svg viewBox="0 0 320 240" role="presentation">
      <rect
        x="40"
        y="120"
        width="170"
        height="100"
        rx="8"
        fill="#fff"
        transform="rotate(-8 125 170)"
      />
      <rect
        x="48"
        y="128"
        width="154"
        height="84"
        rx="4"
        fill="#1d2340"
        transform="rotate(-8 125 170)"
      />
      <circle cx="228" cy="86" r="62" fill="#ffd166" stroke="#fff" strokeWidth="8" />
      <path
        d="M196 86a32 32 0 0 0 64 0"
        fill="none"
        stroke="#1d2340"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <circle cx="210" cy="70" r="6" fill="#1d2340" />
      <circle cx="246" cy="70" r="6" fill="#1d2340" />
      <path
        d="M60 40l18 36 40 6-29 28 7 40-36-19-36 19 7-40-29-28 40-6z"
        fill="#ff5a36"
        stroke="#fff"
        strokeWidth="6"
        strokeLinejoin="round"
        transform="translate(20 0) scale(.8)"
      />
      <rect
        x="232"
        y="160"
        width="70"
        height="56"
        rx="28"
        fill="#0f9d8a"
        stroke="#fff"
        strokeWidth="6"
      />
    </svg>
  );
}
