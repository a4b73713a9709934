import { data } from 'react-router';
import { CategoryPages } from '~/features/catalog/category-pages';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/category';

/** A category's own page (`/stickers`, `/business-cards`, ...): the first breadcrumb's target. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const { catalog, categories, media } = context.shop.catalog.current();
  const category = categories.find((candidate) => candidate.urlSlug === params.category);
  if (!category) throw data(null, { status: 404 });
  const pages = [...catalog.featuredItems.values()]
    .filter((item) => item.categoryId === category.id)
    .map((item) => {
      const firstProduct = catalog.products.get(item.productIds[0] ?? -1);
      return {
        name: item.name,
        href: `/${category.urlSlug}/${item.urlSlug}`,
        picture:
          media.find((m) => m.kind === 'thumbnail' && m.productId === firstProduct?.id)?.filePath ??
          null,
        summary: firstProduct?.description ?? '',
      };
    });
  return {
    url: `${new URL(request.url).origin}/${category.urlSlug}`,
    name: category.name,
    summary: category.summary,
    pages,
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
