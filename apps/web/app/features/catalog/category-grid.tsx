import type { FeaturedCategory } from '@shop/domain/catalog';
import { CategoryArt } from './category-art';

export function CategoryGrid({ categories }: { categories: FeaturedCategory[] }) {
  return (
    <section id="categories" className="category-section" aria-labelledby="categories-title">
      <h2 id="categories-title">What we print</h2>
      <ul className="category-grid">
        {categories.map((category) => (
          <li key={category.id} id={category.url_slug} className="category-card">
            <CategoryArt slug={category.url_slug} />
            <h3>{category.name}</h3>
            <p>{category.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
