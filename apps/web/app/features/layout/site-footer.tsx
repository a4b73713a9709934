import type { FeaturedCategory } from '@shop/shop/catalog/contract';
import { SHOP_PAGE_LINKS } from '@shop/domain/shop-page-links';
import { Link } from 'react-router';
import { Logo } from '~/ui/logo';
import './site-footer.css';

export function SiteFooter({ categories }: { categories: FeaturedCategory[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Logo />
          <p>
            Custom stickers, business cards, labels and lettering, printed and cut in-house. Orders
            approved before 6:00 PM Pacific start production the same business day.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Products</h2>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={`/${category.url_slug}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="About the shop">
          <h2 className="site-footer__heading">Peel &amp; Press</h2>
          <ul>
            {SHOP_PAGE_LINKS.map((link) => (
              <li key={link.id}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/user-guide/artwork-guide">Artwork Guide</Link>
            </li>
            <li>
              <Link to="/contact">Contact us</Link>
            </li>
            <li>
              <Link to="/account">My account</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Shipping</h2>
          <ul>
            <li>Free fast shipping on orders of $100 or more</li>
            <li>Delivery within 3 business days after dispatch</li>
            <li>Closed weekends and US federal holidays</li>
          </ul>
        </div>
      </div>
      <p className="site-footer__legal">Peel &amp; Press · Prices in US dollars</p>
    </footer>
  );
}
