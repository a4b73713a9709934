import { data } from 'react-router';
import { CategoryPages } from '~/features/catalog/category-pages';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/category';

/** A category's own page (`/stickers`, `/business-cards`, ...): the first breadcrumb's target. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const page = context.shop.catalog.categoryPage(params.category);
  if (!page) throw data(null, { status: 404 });
  return {
    url: `${new URL(request.url).origin}/${page.category.url_slug}`,
    name: page.category.name,
    summary: page.category.summary,
    pages: page.pages,
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [];
  return pageMeta({
    title: page.name,
    description: `${page.summary} See the exact price and dispatch date as you choose.`,
    url: page.url,
  });
}

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryPages {...loaderData} />;
}
