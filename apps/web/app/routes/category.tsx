import { data } from 'react-router';
import { CategoryGrid } from '~/features/catalog/category-grid';
import { canonicalUrl, pageMeta } from '~/lib/seo';
import type { Route } from './+types/category';

/** A category's own page (`/stickers`, `/business-cards`, ...): the first breadcrumb's target. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const category = context.services.catalog
    .listFeaturedCategories()
    .find((candidate) => candidate.url_slug === params.category);
  if (!category) throw data(null, { status: 404 });
  const items = [...context.services.catalog.current().catalog.featuredItems.values()];
  return {
    url: canonicalUrl(request.url),
    category: {
      ...category,
      pages: items
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({ name: item.name, href: `/${category.url_slug}/${item.urlSlug}` })),
    },
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta({
    title: page.category.name,
    description: `${page.category.summary} See the exact price and dispatch date as you choose.`,
    url: page.url,
  });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryGrid categories={[loaderData.category]} title={loaderData.category.name} />;
}
