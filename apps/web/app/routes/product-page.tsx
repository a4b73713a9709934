import { productPagePath } from '@shop/domain/catalog-pages';
import {
  breadcrumbJsonLd,
  breadcrumbsFor,
  productJsonLd,
  structuredDataPrice,
} from '@shop/domain/page-seo';
import {
  customQuantityOf,
  priceConfiguration,
  submitActionOf,
} from '@shop/domain/price-configuration';
import { faqFor, faqJsonLd } from '@shop/domain/product-content/faq';
import { materialNoteFor } from '@shop/domain/product-content/material-notes';
import { hidesProductInfo, productInfoFor } from '@shop/domain/product-content/product-info';
import { pageKind } from '@shop/domain/rules/page-rules';
import { selectedQuantity as presetQuantity } from '@shop/domain/rules/quantity-rules';
import { useMemo } from 'react';
import { data, Link } from 'react-router';
import { ArtworkGuide } from '~/features/artwork-guide/artwork-guide';
import { Breadcrumbs } from '~/features/page-sections/breadcrumbs';
import { JsonLd } from '~/features/page-sections/json-ld';
import { PriceTable } from '~/features/page-sections/price-table';
import { SectionNav, type PageSection } from '~/features/page-sections/section-nav';
import { CardStockTable } from '~/features/product-info/card-stock-table';
import { FaqSection } from '~/features/product-info/faq-section';
import { ProductInfoSection } from '~/features/product-info/product-info-section';
import { SpecialProcessingTabs } from '~/features/product-info/special-processing-tabs';
import { ReviewsSection } from '~/features/reviews/reviews-section';
import { ShippingSection } from '~/features/shipping/shipping-section';
import { pageMeta } from '~/lib/seo';
import { QuoteActions } from './product-page-actions';
import type { Route } from './+types/product-page';
import { Configurator } from '~/features/configurator/configurator';
import { useConfigurator } from '~/features/configurator/use-configurator';
import { ProductGallery } from '~/features/product-gallery/product-gallery';
import { SHOP_NAME } from '~/ui/brand';
import './product-page.css';

/**
 * A product page: /{category}/{item}[/{product}], `?featured=1` loads the saved preset
 * (spec 000 §2). Unknown pages or products answer the 404 page with status 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const featured = new URL(request.url).searchParams.get('featured') === '1';
  const { category, products, product, lowestTierCents, imagePath, ...page } =
    context.shop.catalog.findProductPage(
      { categorySlug: params.category, itemSlug: params.item, productSlug: params.product ?? null },
      { featured },
    ) ?? notFound();
  const reviews = await context.shop.reviews.ofPage(page.item.id, { filter: 'all', page: 1 });
  return {
    ...page,
    reviews,
    now: context.shop.clock().toISOString(),
    timeZone: context.shopTimeZone,
    seo: pageSeo({
      url: request.url,
      category,
      item: page.item,
      products,
      named: product,
      featured,
      rating: { count: reviews.pagination.total, average: reviews.pagination.ratingValue },
      lowestTierCents,
      imagePath,
    }),
  };
}

function notFound(): never {
  throw data(null, { status: 404 });
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return [{ title: `404 Not Found | ${SHOP_NAME}` }];
  return pageMeta({
    title: page.seo.title,
    description: page.seo.description,
    url: page.seo.canonical,
    image: page.seo.image,
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // A new page or product starts a fresh form.
  const key = `${loaderData.item.id}-${loaderData.productId}-${loaderData.preset ? 'preset' : ''}`;
  return <ProductQuote key={key} {...loaderData} />;
}

function ProductQuote(page: Route.ComponentProps['loaderData']) {
  const [state, dispatch] = useConfigurator(page);
  const config = state.configuration;
  const now = useMemo(() => new Date(page.now), [page.now]);
  // Priced once per change, for the form's instant price and the price table below.
  const pricing = useMemo(
    () => priceConfiguration(page.catalog, state, now, page.timeZone),
    [page.catalog, state, now, page.timeZone],
  );
  const selectedQuantity =
    state.quantity.mode === 'custom'
      ? customQuantityOf(state)
      : presetQuantity(state.quantity, state.options.quantities);
  const product = page.seo.products.find((p) => p.id === config.productId) ?? null;
  const isBusinessCard = pageKind(page.catalog, page.item.id) === 'business-cards';
  const showInfo = !hidesProductInfo(page.item.id);
  const infoTabs = page.seo.products.flatMap((p) => {
    const content = productInfoFor({ productName: p.name, productSlug: p.urlSlug });
    return content ? [{ id: String(p.id), label: p.name, content }] : [];
  });
  const singleInfo =
    page.seo.products.length === 1 || infoTabs.length < 2
      ? productInfoFor({
          itemName: page.item.name,
          itemSlug: page.item.urlSlug,
          productName: product?.name ?? null,
          productSlug: product?.urlSlug ?? null,
        })
      : null;
  const faq = faqFor({
    itemName: page.item.name,
    productName: page.seo.products.length === 1 ? (product?.name ?? null) : null,
    path: page.seo.path,
  });
  const sections: PageSection[] = [
    ...(showInfo && (singleInfo || infoTabs.length > 1)
      ? [{ id: 'product-info', label: 'Product Info' }]
      : []),
    { id: 'faq', label: 'FAQ' },
    ...(isBusinessCard ? [{ id: 'stock', label: 'Stocks' }] : []),
    { id: 'prices', label: 'Prices' },
    { id: 'shipping', label: 'Shipping' },
    ...(isBusinessCard ? [{ id: 'special-processing', label: 'Special Processing' }] : []),
    { id: 'artwork-guide', label: 'Artwork Guide' },
    { id: 'reviews', label: 'Reviews' },
  ];
  return (
    <>
      <Breadcrumbs crumbs={page.seo.crumbs} />
      <JsonLd data={breadcrumbJsonLd(page.seo.crumbs, page.seo.origin)} />
      <JsonLd data={faqJsonLd(faq)} />
      <JsonLd data={page.seo.productJsonLd} />
      <div className="product-page">
        <ProductGallery
          media={page.media}
          configuration={state.configuration}
          isRollPage={page.item.urlSlug === 'roll'}
        />
        <Configurator
          catalog={page.catalog}
          item={page.item}
          title={page.seo.title}
          pages={page.pages}
          state={state}
          dispatch={dispatch}
          instant={pricing}
          actions={QuoteActions}
        />
      </div>
      <SectionNav sections={sections} />
      <div className="lower-sections">
        {showInfo ? (
          <div className="lower-section">
            <ProductInfoSection
              key={config.productId}
              tabs={infoTabs.length > 1 ? infoTabs : undefined}
              initialTabId={String(config.productId)}
              content={singleInfo}
              materialNote={materialNoteFor({
                productId: config.productId,
                finishingId: config.finishingId,
                materialId: config.materialId,
              })}
            />
          </div>
        ) : null}
        <div className="lower-section">
          <FaqSection entries={faq} />
        </div>
        {isBusinessCard ? (
          <section id="stock" className="lower-section" aria-labelledby="stock-title">
            <h2 id="stock-title">Stocks</h2>
            <CardStockTable />
          </section>
        ) : null}
        <section id="prices" className="lower-section" aria-labelledby="prices-title">
          <h2 id="prices-title">Prices</h2>
          <PriceTable
            pricing={pricing}
            action={submitActionOf(state, pricing)}
            selectedQuantity={selectedQuantity}
            kinds={config.kinds}
          />
        </section>
        <div id="shipping" className="lower-section">
          <ShippingSection featuredItemId={page.item.id} now={page.now} timeZone={page.timeZone} />
        </div>
        {isBusinessCard ? (
          <div className="lower-section">
            <SpecialProcessingTabs />
          </div>
        ) : null}
        <section id="artwork-guide" className="lower-section" aria-labelledby="artwork-title">
          <h2 id="artwork-title">Artwork Guide</h2>
          <ArtworkGuide
            initialKind={isBusinessCard ? 'business-card' : 'sticker'}
            headingLevel={3}
          />
          <p>
            <Link to={`/user-guide/artwork-guide${isBusinessCard ? '?kind=business-card' : ''}`}>
              Open the full artwork guide
            </Link>
          </p>
        </section>
        <div className="lower-section">
          <ReviewsSection path={page.seo.path} initial={page.reviews} />
        </div>
      </div>
    </>
  );
}

/** Title, description, canonical URL, breadcrumbs and structured data of a product page. */
function pageSeo(input: {
  url: string;
  category: { name: string; urlSlug: string };
  item: { name: string; urlSlug: string; id: number };
  products: Array<{ id: number; name: string; urlSlug: string; description: string }>;
  named: { id: number; name: string; urlSlug: string } | null;
  featured: boolean;
  /** The page's review count and average, rounded as the reviews section shows it. */
  rating: { count: number; average: number };
  /** The cheapest tier of the configuration the page shows first; null when it is quoted. */
  lowestTierCents: number | null;
  /** The page's main picture (a path on this site). */
  imagePath: string;
}) {
  const origin = new URL(input.url).origin;
  // Built from the slugs the page was found by: one canonical URL whatever the request spelled.
  const path = productPagePath(input.category, input.item, input.named);
  const canonical = `${origin}${path}`;
  const crumbs = breadcrumbsFor({
    category: input.category,
    item: input.item,
    products: input.products,
    selectedProduct: input.named,
  });
  // The page's own name, unless a product was named in the URL or it is the page's only one.
  const main = input.named ?? (input.products.length === 1 ? input.products[0] : null);
  const name = main?.name ?? input.item.name;
  const about = input.products.find((p) => p.id === (main ?? input.products[0])?.id);
  const description =
    `${about?.description ?? ''} ` +
    'See the exact price and dispatch date as you choose; free fast shipping from $100.';
  const image = `${origin}${input.imagePath}`;
  return {
    origin,
    path,
    canonical,
    title: name,
    description: description.trim(),
    image,
    crumbs,
    products: input.products,
    productJsonLd: productJsonLd({
      name,
      description: description.trim(),
      image,
      url: canonical,
      price: structuredDataPrice(path, input.featured, input.lowestTierCents),
      rating: input.rating,
    }),
  };
}
