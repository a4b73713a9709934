import { faqFor, faqJsonLd } from '@shop/domain/product-content/faq';
import { materialNoteFor } from '@shop/domain/product-content/material-notes';
import { hidesProductInfo, productInfoFor } from '@shop/domain/product-content/product-info';
import {
  specialProcessingRequestFor,
  specialProcessingTabsFor,
} from '@shop/domain/product-content/special-processing-tabs';
import type { SpecialProcessingLink } from '@shop/domain/product-content/product-panel';
import type { Catalog } from '@shop/domain/catalog-model';
import type { ReviewsResponse } from '@shop/shop/reviews/contract';
import { Link } from 'react-router';
import { ArtworkGuide } from '~/features/artwork-guide/artwork-guide';
import { JsonLd } from '~/features/page-sections/json-ld';
import { SectionNav, type PageSection } from '~/features/page-sections/section-nav';
import { CardStockTable } from '~/features/product-info/card-stock-table';
import { FaqSection } from '~/features/product-info/faq-section';
import { ProductInfoSection } from '~/features/product-info/product-info-section';
import { SpecialProcessingTabs } from '~/features/product-info/special-processing-tabs';
import { ReviewsSection } from '~/features/reviews/reviews-section';
import { ShippingSection } from '~/features/shipping/shipping-section';
import { useSpecialProcessing } from '~/features/quote/special-processing-opener';

/** The embossed-paper link: the form on its product, with its note and remarks (spec 001 §2). */
function useSpecialProcessingLink() {
  const open = useSpecialProcessing();
  if (!open) return undefined;
  return (link: SpecialProcessingLink) =>
    open({ preset: link.start, note: link.note, comment: link.comment });
}

/**
 * The product page's sections below the quote form (spec 000 §2), in a chunk of their own: the
 * server renders them with the page, and the browser loads their scripts (the product copy, the
 * FAQ, the shipping calendar, the artwork guide, the reviews) after the form runs (issue 14).
 * The price table, which follows every change of the form, stays with the page between the two.
 */

/** What the section bar needs: a change of material or finish leaves it alone. */
export interface ProductSectionNavProps {
  item: { id: number; name: string; urlSlug: string };
  products: ReadonlyArray<{ id: number; name: string; urlSlug: string }>;
  /** The page's canonical path (which FAQ it shows). */
  path: string;
  productId: number;
  isBusinessCard: boolean;
}

export interface SectionsBeforePricesProps extends ProductSectionNavProps {
  finishingId: number | null;
  materialId: number | null;
}

/** What the sections above the prices show, from the page and the chosen product. */
function sectionsBeforePrices(props: ProductSectionNavProps) {
  const { item, products, productId, isBusinessCard } = props;
  const product = products.find((p) => p.id === productId) ?? null;
  const showInfo = !hidesProductInfo(item.id);
  const infoTabs = products.flatMap((p) => {
    const content = productInfoFor({ productName: p.name, productSlug: p.urlSlug });
    return content ? [{ id: String(p.id), label: p.name, content }] : [];
  });
  const singleInfo =
    products.length === 1 || infoTabs.length < 2
      ? productInfoFor({
          itemName: item.name,
          itemSlug: item.urlSlug,
          productName: product?.name ?? null,
          productSlug: product?.urlSlug ?? null,
        })
      : null;
  const faq = faqFor({
    itemName: item.name,
    productName: products.length === 1 ? (product?.name ?? null) : null,
    path: props.path,
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
  return { showInfo, infoTabs, singleInfo, faq, sections };
}

/** The sticky section bar, linking every section the page shows. */
export function ProductSectionNav(props: ProductSectionNavProps) {
  return <SectionNav sections={sectionsBeforePrices(props).sections} />;
}

/** Product info, the FAQ (with its structured data) and the card stocks. */
export function SectionsBeforePrices(props: SectionsBeforePricesProps) {
  const { productId, isBusinessCard } = props;
  const { showInfo, infoTabs, singleInfo, faq } = sectionsBeforePrices(props);
  const requestFromLink = useSpecialProcessingLink();
  return (
    <>
      {showInfo ? (
        <div className="lower-section">
          <ProductInfoSection
            key={productId}
            tabs={infoTabs.length > 1 ? infoTabs : undefined}
            initialTabId={String(productId)}
            content={singleInfo}
            materialNote={materialNoteFor({
              productId,
              finishingId: props.finishingId,
              materialId: props.materialId,
            })}
            onSpecialProcessingRequest={requestFromLink}
          />
        </div>
      ) : null}
      <div className="lower-section">
        <JsonLd data={faqJsonLd(faq)} />
        <FaqSection entries={faq} />
      </div>
      {isBusinessCard ? (
        <section id="stock" className="lower-section" aria-labelledby="stock-title">
          <h2 id="stock-title">Stocks</h2>
          <CardStockTable />
        </section>
      ) : null}
    </>
  );
}

export interface SectionsAfterPricesProps {
  featuredItemId: number;
  now: string;
  timeZone: string;
  path: string;
  reviews: ReviewsResponse;
  isBusinessCard: boolean;
}

/** Shipping with its calendar, special processing, the artwork guide and the reviews. */
export function SectionsAfterPrices(props: SectionsAfterPricesProps) {
  const { isBusinessCard } = props;
  return (
    <>
      <div id="shipping" className="lower-section">
        <ShippingSection
          featuredItemId={props.featuredItemId}
          now={props.now}
          timeZone={props.timeZone}
        />
      </div>
      {isBusinessCard ? (
        <div className="lower-section">
          <SpecialProcessingTabs />
        </div>
      ) : null}
      <section id="artwork-guide" className="lower-section" aria-labelledby="artwork-title">
        <h2 id="artwork-title">Artwork Guide</h2>
        <ArtworkGuide initialKind={isBusinessCard ? 'business-card' : 'sticker'} headingLevel={3} />
        <p>
          <Link to={`/user-guide/artwork-guide${isBusinessCard ? '?kind=business-card' : ''}`}>
            Open the full artwork guide
          </Link>
        </p>
      </section>
      <div className="lower-section">
        <ReviewsSection path={props.path} initial={props.reviews} />
      </div>
    </>
  );
}

/**
 * A business-card page's panels (spec 001 §2), one part each so that the tabs around them, and
 * the PRICE tab that follows the form, stay with the page: the same sections, with the same ids,
 * as on a sticker page.
 */

/** PRODUCT INFO: the product's block, its FAQ and the card stocks. */
export function CardInfoPanel(props: SectionsBeforePricesProps) {
  const { productId, finishingId, materialId } = props;
  const { showInfo, infoTabs, singleInfo, faq } = sectionsBeforePrices(props);
  const requestFromLink = useSpecialProcessingLink();
  return (
    <>
      {showInfo ? (
        <ProductInfoSection
          key={productId}
          tabs={infoTabs.length > 1 ? infoTabs : undefined}
          initialTabId={String(productId)}
          content={singleInfo}
          materialNote={materialNoteFor({ productId, finishingId, materialId })}
          onSpecialProcessingRequest={requestFromLink}
        />
      ) : null}
      <div>
        <JsonLd data={faqJsonLd(faq)} />
        <FaqSection entries={faq} />
      </div>
      <section id="stock" aria-labelledby="stock-title">
        <h2 id="stock-title">Stocks</h2>
        <CardStockTable />
      </section>
    </>
  );
}

/** SPECIAL FEATURES: the explainers of the special features this page's products offer. */
export function CardFeaturesPanel({
  catalog,
  featuredItemId,
  productId,
}: {
  catalog: Catalog;
  featuredItemId: number;
  /** The quote form's product: "Request a quote" asks for it. */
  productId: number;
}) {
  const open = useSpecialProcessing();
  const tabs = specialProcessingTabsFor(catalog, featuredItemId);
  // Each explainer asks for its own process on the form's product, where the form lists it.
  const requestQuote =
    open && specialProcessingRequestFor(catalog, productId, '') !== null
      ? (tabId: string) => {
          const preset = specialProcessingRequestFor(catalog, productId, tabId);
          if (preset) open({ preset });
        }
      : undefined;
  if (tabs.length > 0) return <SpecialProcessingTabs tabs={tabs} onRequestQuote={requestQuote} />;
  return (
    <section id="special-processing" aria-labelledby="no-features-title">
      <h2 id="no-features-title">Special Processing</h2>
      <p>
        These cards are printed without special features, which keeps them quick and affordable.
        Foil stamping, emboss, die cut and spot UV come on our{' '}
        <Link to="/business-cards/premium-business-card">Premium Business Cards</Link>.
      </p>
    </section>
  );
}

/** ARTWORK GUIDE: the guide on business cards. */
export function CardArtworkPanel() {
  return (
    <section id="artwork-guide" aria-labelledby="artwork-title">
      <h2 id="artwork-title">Artwork Guide</h2>
      <ArtworkGuide initialKind="business-card" headingLevel={3} />
      <p>
        <Link to="/user-guide/artwork-guide?kind=business-card">Open the full artwork guide</Link>
      </p>
    </section>
  );
}

/** SHIPPING INFO: dispatch dates and the turnaround calendar. */
export function CardShippingPanel(props: {
  featuredItemId: number;
  now: string;
  timeZone: string;
}) {
  return (
    <div id="shipping">
      <ShippingSection {...props} />
    </div>
  );
}

/** REVIEW: the page's reviews. */
export function CardReviewPanel(props: { path: string; reviews: ReviewsResponse }) {
  return <ReviewsSection path={props.path} initial={props.reviews} />;
}
