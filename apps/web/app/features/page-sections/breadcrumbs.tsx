import { visibleCrumbs, type Crumb } from '@shop/domain/page-seo';
import { Link } from 'react-router';
import './page-sections.css';

/** Spec 000 §2: beyond two crumbs only the first and the last are shown (all are in JSON-LD). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const shown = visibleCrumbs(crumbs);
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {shown.map((crumb, index) => (
          <li key={`${crumb.path}-${crumb.name}`}>
            {index === shown.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
