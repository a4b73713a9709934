import { SHOP_NAME } from '~/ui/brand';

/**
 * The head tags every indexable page carries: title, description, canonical URL and Open Graph.
 * `url` is absolute (the loader knows the request's origin).
 */
export function pageMeta(page: {
  title: string;
  description: string;
  url: string;
  image?: string;
}) {
  const title = `${page.title} | ${SHOP_NAME}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: page.url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.url },
    ...(page.image ? [{ property: 'og:image', content: page.image }] : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
  ];
}

/** The canonical form of a request URL: no query string, no trailing slash. */
export function canonicalUrl(requestUrl: string): string {
  const url = new URL(requestUrl);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.origin}${path}`;
}
