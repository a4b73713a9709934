import type { FeaturedCategory } from '@shop/shop/catalog/contract';
import { Link } from 'react-router';
import { CategoryArt } from './category-art';
import './catalog.css';

type CategoryWithPages = FeaturedCategory & { pages: Array<{ name: string; href: string }> };

export function CategoryGrid({ categories }: { categories: CategoryWithPages[] }) {
  return (
    <section id="categories" className="category-section" aria-labelledby="categories-title">
      <h2 id="categories-title">What we print</h2>
      <ul className="category-grid">
        {categories.map((category) => (
          <li key={category.id} id={category.url_slug} className="category-card">
            <CategoryArt slug={category.url_slug} />
            <h3>{category.name}</h3>
            <p>{category.summary}</p>
            <ul className="category-card__pages">
              {category.pages.map((page) => (
                <li key={page.href}>
                  <Link to={page.href}>{page.name}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
