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
import { pageKind } from '@shop/domain/rules/page-rules';
import { knowShopClock, readShopClock } from '@shop/domain/shipping-calendar';
import { selectedQuantity as presetQuantity } from '@shop/domain/rules/quantity-rules';
import { useMemo } from 'react';
import { data, useRevalidator } from 'react-router';
import { useVisitorHeader } from '~/lib/visitor-header';
import { CardPageTabs } from '~/features/card-page/card-page-tabs';
import { Breadcrumbs } from '~/features/page-sections/breadcrumbs';
import { JsonLd } from '~/features/page-sections/json-ld';
import { PriceTable } from '~/features/page-sections/price-table';
import { PriceTabConfigurator } from '~/features/configurator/price-tab-configurator';
import { pageMeta } from '~/lib/seo';
import {
  QuoteActions,
  QuoteRequestOpener,
  SpecialProcessingProvider,
} from './product-page-actions';
import type { ProductSectionNavProps } from './product-page-sections';
import type { Route } from './+types/product-page';
import { Configurator } from '~/features/configurator/configurator';
import { useConfigurator } from '~/features/configurator/use-configurator';
import { LetteringNotes } from '~/features/lettering/lettering-notes';
import { LetteringDesignerSlot } from '~/features/lettering/lettering-designer-slot';
import { useLetteringDesign } from '~/features/lettering/use-lettering-design';
import {
  DESIGNER_PAGE_VARIANTS,
  designerPageVariant,
  LETTERING_DESIGNER_PAGE,
  type DesignerPageVariant,
} from '@shop/domain/lettering/lettering-constants';
import { PRODUCTS_WITH_LETTERING_DESIGNER } from '@shop/domain/rules/catalog-ids';
import { startingLettering } from '@shop/shop/lettering/lettering-preview';
import { TYPEFACES } from '@shop/domain/lettering/typefaces';
import { letteringColoursFor } from '@shop/domain/lettering/colours';
import { ProductGallery } from '~/features/product-gallery/product-gallery';
import { SHOP_NAME } from '~/ui/brand';
import { later } from '~/ui/later';
import { PHONE_SCREEN } from '~/ui/screens';
import './product-page.css';
// The lower sections' styles come with the page, so their server HTML is styled before their
// scripts (product-page-sections.tsx) arrive.
import '~/features/product-info/product-info.css';
import '~/features/shipping/shipping.css';
import '~/features/artwork-guide/artwork-guide.css';
import '~/features/reviews/reviews.css';
import '~/ui/tabs.css';
import '~/ui/dialog.css';
// The same for the lettering pages' parts in chunks of their own (below): styled from the first
// paint, not when their chunk brings its styles, which moved the page (issue 28 item 4).
import '~/features/lettering/designer-header.css';
import '~/features/lettering/artwork-choice.css';

/**
 * A product page: /{category}/{item}[/{product}], `?featured=1` loads the saved preset
 * (spec 000 §2). Unknown pages or products answer the 404 page with status 404.
 */
export async function loader({ params, url: normalized, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client navigation's data request ends in `.data`
  // (v8_passThroughRequests), which would miss the designer route and its canonical address.
  const url = new URL(normalized.href);
  const featured = url.searchParams.get('featured') === '1';
  // This module also serves /vinyl-lettering-designer: the Vinyl Lettering page, its own header
  // (or with ?product=transfer-decals the Transfer Decals page under the header's variant).
  const isDesignerPage = url.pathname === LETTERING_DESIGNER_PAGE.path;
  const designerVariant = isDesignerPage
    ? (designerPageVariant(url.searchParams.get('product')) ?? notFound())
    : null;
  const where = designerVariant
    ? {
        categorySlug: LETTERING_DESIGNER_PAGE.categorySlug,
        itemSlug: DESIGNER_PAGE_VARIANTS[designerVariant].itemSlug,
        productSlug: null,
      }
    : {
        categorySlug: params.category ?? notFound(),
        itemSlug: params.item ?? notFound(),
        productSlug: params.product ?? null,
      };
  // The designer's starting design (drawn once per process): a designer product's form, and so
  // its structured data's price, starts at its size.
  const letteringStart = await startingLettering();
  const { category, products, product, lowestTierCents, imagePath, ...page } =
    context.shop.catalog.findProductPage(where, {
      featured,
      letteringSize: letteringStart.size,
    }) ?? notFound();
  const now = context.shop.clock();
  const reviews = await context.shop.reviews.ofPage(page.item.id, { filter: 'all', page: 1 });
  const designerProducts = products.filter((p) => PRODUCTS_WITH_LETTERING_DESIGNER.includes(p.id));
  return {
    ...page,
    reviews,
    now: now.toISOString(),
    timeZone: context.shopTimeZone,
    // The page's instant read in the shop's zone, so the browser prices without loading the
    // zone (ICU) as it hydrates (issue 28 item 4).
    clock: readShopClock(now, context.shopTimeZone),
    // The designer page's header names how many typefaces the picker offers.
    designerHeader: designerVariant
      ? { variant: designerVariant, typefaces: TYPEFACES.length }
      : null,
    // Spec 000 §2: the designer route hides the FAQ, product info and the other lower sections.
    lowerSections: designerVariant === null,
    // The designer's starting design, drawn here so the page arrives with it (issue 17).
    lettering:
      designerProducts.length > 0
        ? {
            start: letteringStart,
            // Each product's vinyl colours (the table stays off the page's first-load script).
            coloursByProduct: Object.fromEntries(
              designerProducts.map(({ id }) => [
                id,
                letteringColoursFor(page.catalog.products.get(id)?.colorIds ?? []),
              ]),
            ),
          }
        : null,
    seo: pageSeo({
      designerPage: designerVariant,
      url: url.href,
      category,
      item: page.item,
      products,
      named: product,
      startingProductId: page.productId,
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
  const lettering = useLetteringDesign(page.lettering, page.catalog, state, dispatch);
  const config = state.configuration;
  const now = useMemo(() => {
    // The server's reading of this instant: every dispatch date of the page is priced from it.
    knowShopClock(page.clock);
    return new Date(page.now);
  }, [page.now, page.clock]);
  // Priced once per change, for the form's instant price and the price table below.
  const pricing = useMemo(
    () => priceConfiguration(page.catalog, state, now, page.timeZone),
    [page.catalog, state, now, page.timeZone],
  );
  const selectedQuantity =
    state.quantity.mode === 'custom'
      ? customQuantityOf(state)
      : presetQuantity(state.quantity, state.options.quantities);
  const kind = pageKind(page.catalog, page.item.id);
  const isBusinessCard = kind === 'business-cards';
  const sectionNav: ProductSectionNavProps = {
    item: page.item,
    products: page.seo.products,
    path: page.seo.path,
    productId: config.productId,
    isBusinessCard,
  };
  const root = useVisitorHeader();
  const revalidator = useRevalidator();
  const action = useMemo(() => submitActionOf(state, pricing), [state, pricing]);
  const priceTable = (
    <PriceTableWhenNear
      pricing={pricing}
      action={action}
      selectedQuantity={selectedQuantity}
      kinds={config.kinds}
    />
  );
  return (
    // The Special Processing form opens from the quote form and from the sections below it.
    <SpecialProcessingProvider
      from={{ configuration: config, quantity: selectedQuantity, featuredItemId: page.item.id }}
      profile={root?.profile ?? null}
      onSignedIn={() => void revalidator.revalidate()}
    >
      <Breadcrumbs crumbs={page.seo.crumbs} />
      {page.designerHeader ? <DesignerHeader {...page.designerHeader} /> : null}
      <JsonLd data={breadcrumbJsonLd(page.seo.crumbs, page.seo.origin)} />
      <JsonLd data={page.seo.productJsonLd} />
      <div className="product-page">
        <div
          className={
            kind === 'lettering'
              ? 'product-page__media product-page__media--with-notes'
              : 'product-page__media'
          }
        >
          {lettering ? (
            <ArtworkChoice value={lettering.artwork} onChange={lettering.chooseArtwork} />
          ) : null}
          {lettering ? (
            // Hidden, not gone, with the visitor's own artwork: their design is there to go back to.
            <div hidden={lettering.artwork !== 'designer'}>
              <LetteringDesignerSlot {...lettering.designer} />
            </div>
          ) : null}
          {!lettering || lettering.artwork === 'own-artwork' ? (
            <ProductGallery
              media={page.media}
              configuration={state.configuration}
              isRollPage={page.item.urlSlug === 'roll'}
            />
          ) : null}
          {kind === 'lettering' ? <LetteringNotes /> : null}
        </div>
        <Configurator
          catalog={page.catalog}
          item={page.item}
          title={page.seo.title}
          pages={page.pages}
          state={state}
          dispatch={dispatch}
          instant={pricing}
          actions={QuoteActions}
          lettering={lettering?.design ?? null}
        />
      </div>
      {!page.lowerSections ? null : isBusinessCard ? (
        // Spec 001 §2: a card page's sections are six tabs under the banner.
        <CardPageTabs
          panels={{
            info: (
              <CardInfoPanel
                {...sectionNav}
                finishingId={config.finishingId}
                materialId={config.materialId}
              />
            ),
            'special-features': (
              <CardFeaturesPanel
                catalog={page.catalog}
                featuredItemId={page.item.id}
                productId={config.productId}
              />
            ),
            artwork: <CardArtworkPanel />,
            // Spec 001 §4: its own choices, asked of the server only while the tab is open.
            price: (open) => (
              <section id="prices" aria-labelledby="price-title">
                <h2 id="price-title">You can check prices here</h2>
                <PriceTabConfiguratorWhenNear
                  catalog={page.catalog}
                  item={page.item}
                  productId={page.productId}
                  preset={page.preset}
                  now={page.now}
                  timeZone={page.timeZone}
                  active={open}
                  table={PriceTable}
                  quoteRequest={QuoteRequestOpener}
                />
              </section>
            ),
            'shipping-info': (
              <CardShippingPanel
                featuredItemId={page.item.id}
                now={page.now}
                timeZone={page.timeZone}
              />
            ),
            review: <CardReviewPanel path={page.seo.path} reviews={page.reviews} />,
          }}
        />
      ) : (
        <>
          <ProductSectionNav {...sectionNav} />
          <div className="lower-sections">
            <SectionsBeforePrices
              {...sectionNav}
              finishingId={config.finishingId}
              materialId={config.materialId}
            />
            <section id="prices" className="lower-section" aria-labelledby="prices-title">
              <h2 id="prices-title">Prices</h2>
              {priceTable}
            </section>
            <SectionsAfterPrices
              featuredItemId={page.item.id}
              now={page.now}
              timeZone={page.timeZone}
              path={page.seo.path}
              reviews={page.reviews}
              isBusinessCard={isBusinessCard}
            />
          </div>
        </>
      )}
    </SpecialProcessingProvider>
  );
}

// Parts only lettering pages show, in chunks of their own so that no other page's first script
// carries them (the first-load budget, docs/performance.md): the server renders them in place.
const DesignerHeader = later(
  () => import('~/features/lettering/designer-header'),
  (m) => m.DesignerHeader,
);
const ArtworkChoice = later(
  () => import('~/features/lettering/artwork-choice'),
  (m) => m.ArtworkChoice,
);

// The sections below the form: rendered by the server with the page; their scripts are fetched
// after the page's own, and on a phone only once the visitor comes near them (issue 14, ADR 0020):
// a phone's first seconds go to the form. The section bar sits just above them.
const sections = () => import('./product-page-sections');
const nearSections = { whenNear: { selector: '.lower-sections', media: PHONE_SCREEN } };
const ProductSectionNav = later(sections, (m) => m.ProductSectionNav, nearSections);
const SectionsBeforePrices = later(sections, (m) => m.SectionsBeforePrices, nearSections);
const SectionsAfterPrices = later(sections, (m) => m.SectionsAfterPrices, nearSections);
// A card page's tabs stay with the page, and so does the PRICE tab's configurator (ADR 0022);
// their other panels are parts of the same later chunk.
const nearTabs = { whenNear: { selector: '.card-tabs', media: PHONE_SCREEN } };
const CardInfoPanel = later(sections, (m) => m.CardInfoPanel, nearTabs);
const CardFeaturesPanel = later(sections, (m) => m.CardFeaturesPanel, nearTabs);
const CardArtworkPanel = later(sections, (m) => m.CardArtworkPanel, nearTabs);
const CardShippingPanel = later(sections, (m) => m.CardShippingPanel, nearTabs);
const CardReviewPanel = later(sections, (m) => m.CardReviewPanel, nearTabs);
// Parts whose code stays in the page's own script (ADR 0022: as chunks they cost more than they
// save) but that a phone hydrates only when the visitor nears them, or at once when their props
// change (issue 28 item 4): the PRICE tab's configurator, a whole second form, and the price table
// of the Prices section. Hydrating them with the page was main-thread time spent below the screen.
const PriceTabConfiguratorWhenNear = later(
  () => Promise.resolve({ PriceTabConfigurator }),
  (m) => m.PriceTabConfigurator,
  nearTabs,
);
const PriceTableWhenNear = later(
  () => Promise.resolve({ PriceTable }),
  (m) => m.PriceTable,
  { whenNear: { selector: '#prices', media: PHONE_SCREEN } },
);

/** Title, description, canonical URL, breadcrumbs and structured data of a product page. */
function pageSeo(input: {
  /** /vinyl-lettering-designer (or its variant): its own address and title. */
  designerPage: DesignerPageVariant | null;
  url: string;
  category: { name: string; urlSlug: string };
  item: { name: string; urlSlug: string; id: number };
  products: Array<{ id: number; name: string; urlSlug: string; description: string }>;
  named: { id: number; name: string; urlSlug: string } | null;
  /** The product the form starts on (the breadcrumbs' Type or Material level). */
  startingProductId: number;
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
  const path = input.designerPage
    ? DESIGNER_PAGE_VARIANTS[input.designerPage].path
    : productPagePath(input.category, input.item, input.named);
  const canonical = `${origin}${path}`;
  const crumbs = breadcrumbsFor({
    category: input.category,
    item: input.item,
    products: input.products,
    selectedProduct: input.named,
    startingProductId: input.startingProductId,
  });
  // The page's own name, unless a product was named in the URL or it is the page's only one.
  const main = input.named ?? (input.products.length === 1 ? input.products[0] : null);
  const name = input.designerPage
    ? DESIGNER_PAGE_VARIANTS[input.designerPage].title
    : (main?.name ?? input.item.name);
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
