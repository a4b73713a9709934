import { catalogForPage } from '@shop/domain/catalog-slice';
import { data } from 'react-router';
import { QuoteActions } from './product-page-actions';
import type { Route } from './+types/product-page';
import { Configurator } from '~/features/configurator/configurator';
import { useConfigurator } from '~/features/configurator/use-configurator';
import { ProductGallery } from '~/features/product-gallery/product-gallery';
import { SHOP_NAME } from '~/ui/brand';

/**
 * A product page: /{category}/{item}[/{product}], `?featured=1` loads the saved preset
 * (spec 000 §2). Unknown pages or products answer the 404 page with status 404.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog, categories, media } = context.services.catalog.current();
  const item = [...catalog.featuredItems.values()].find((i) => i.urlSlug === params.item);
  const category = categories.find((c) => c.id === item?.categoryId);
  if (!item || !category || category.urlSlug !== params.category) {
    throw data(null, { status: 404 });
  }
  const named = params.product
    ? item.productIds
        .map((id) => catalog.products.get(id))
        .find((product) => product?.urlSlug === params.product)
    : undefined;
  if (params.product && !named) throw data(null, { status: 404 });

  const featured = new URL(request.url).searchParams.get('featured') === '1';
  const preset = featured ? item.preset : null;
  const productId = named?.id ?? preset?.productId ?? item.productIds[0] ?? 0;
  return {
    item: { id: item.id, name: item.name, urlSlug: item.urlSlug, categorySlug: category.urlSlug },
    productId,
    preset,
    catalog: catalogForPage(catalog, item),
    media: media.filter((m) => item.productIds.includes(m.productId)),
    // The title dropdown: every product page, grouped by category.
    pages: categories.map((c) => ({
      name: c.name,
      urlSlug: c.urlSlug,
      items: [...catalog.featuredItems.values()]
        .filter((i) => i.categoryId === c.id)
        .map((i) => ({ name: i.name, urlSlug: i.urlSlug })),
    })),
    now: context.services.clock().toISOString(),
    timeZone: context.shopTimeZone,
  };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: `404 Not Found | ${SHOP_NAME}` }];
  const product = page.catalog.products.get(page.productId);
  return [
    { title: `${product?.name ?? page.item.name} | ${SHOP_NAME}` },
    {
      name: 'description',
      content: `${product?.description ?? ''} See the exact price and dispatch date as you choose.`,
    },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // A new page or product starts a fresh form.
  const key = `${loaderData.item.id}-${loaderData.productId}-${loaderData.preset ? 'preset' : ''}`;
  return <ProductQuote key={key} {...loaderData} />;
}

function ProductQuote(page: Route.ComponentProps['loaderData']) {
  const [state, dispatch] = useConfigurator(page);
  return (
    <div className="product-page">
      <ProductGallery
        media={page.media}
        configuration={state.configuration}
        isRollPage={page.item.urlSlug === 'roll'}
      />
      <Configurator
        catalog={page.catalog}
        item={page.item}
        pages={page.pages}
        state={state}
        dispatch={dispatch}
        now={page.now}
        timeZone={page.timeZone}
        actions={QuoteActions}
      />
    </div>
  );
}
