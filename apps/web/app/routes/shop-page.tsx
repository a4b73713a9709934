import { shopPageAt } from '@shop/domain/shop-pages';
import { data } from 'react-router';
import { canonicalUrl, pageMeta } from '~/lib/seo';
import type { Route } from './+types/shop-page';
import './shop-page.css';

/**
 * The shop's own pages: /about, /shipping-returns, /privacy and /terms (issue 27 item 14). The
 * text is read here, on the server, so the page's script is only this small component.
 */
export function loader({ url: normalized }: Route.LoaderArgs) {
  // `url`, not `request.url`: a data request's path ends in `.data` (v8_passThroughRequests).
  const url = canonicalUrl(normalized.href);
  const page = shopPageAt(new URL(url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { page, url };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [];
  return pageMeta({
    title: loaded.page.title,
    description: loaded.page.description,
    url: loaded.url,
  });
}

export default function ShopPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article className="shop-page" aria-labelledby="shop-page-title">
      <h1 id="shop-page-title">{page.title}</h1>
      <p className="shop-page__intro">{page.intro}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
