import { Link } from 'react-router';
import './catalog.css';

export interface CategoryPageCard {
  name: string;
  href: string;
  picture: string | null;
  summary: string;
}

/** A category's own page: its product pages as picture cards (the first breadcrumb's target). */
export function CategoryPages({
  name,
  summary,
  pages,
}: {
  name: string;
  summary: string;
  pages: CategoryPageCard[];
}) {
  return (
    <section className="category-page" aria-labelledby="category-title">
      <h1 id="category-title">{name}</h1>
      <p className="category-page__lead">{summary}</p>
      <ul className="category-page__grid">
        {pages.map((page, index) => (
          <li key={page.href} className="page-card">
            <Link to={page.href} className="page-card__link">
              {page.picture ? (
                // The first row is in the first screen: not lazy, or it would paint last.
                <img
                  src={page.picture}
                  alt=""
                  width={1100}
                  height={619}
                  loading={index < 3 ? 'eager' : 'lazy'}
                />
              ) : null}
              <span className="page-card__name">{page.name}</span>
            </Link>
            {page.summary ? <p className="page-card__summary">{page.summary}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
