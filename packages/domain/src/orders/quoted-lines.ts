import type { NewCartLine } from '../cart';
import type { Catalog } from '../catalog-model';
import type { QuotedConfiguration } from '../chosen-configuration';
import { turnaround, type OrderMoment } from '../shipping-calendar';
import type { QuoteRequestConfiguration } from '../special-processing-request';
import { methodPrintingDays } from './checkout-rules';

/** A line staff priced by hand answering a quote request (issue 34). */
export interface HandQuotedItem {
  details: string;
  quantity: number;
  priceCents: number;
  printingDays?: number;
}

const sizeOf = (widthIn: number | null, heightIn: number | null) =>
  widthIn && heightIn ? { widthIn, heightIn } : null;

/** The product page, product and size a quote request was about, when it names them. */
function productOf(configuration: QuoteRequestConfiguration | undefined) {
  if (configuration && 'options' in configuration) {
    const { productId, widthIn, heightIn } = configuration.options;
    return {
      featuredItemId: configuration.featuredItemId,
      productId,
      size: sizeOf(widthIn, heightIn),
    };
  }
  if (configuration && 'product_id' in configuration) {
    return {
      featuredItemId: configuration.featured_item_id ?? 0,
      productId: configuration.product_id,
      size: sizeOf(configuration.width, configuration.height),
    };
  }
  return { featuredItemId: 0, productId: 0, size: null };
}

/**
 * The cart lines of a quotation staff wrote (issue 34, ADR 0050): one per quoted line, one set of
 * its quantity at its price, dispatched after its printing days by Standard shipping from `placed`.
 * Named after the request's product and kind ("Die Cut Stickers (Special Processing)"). Checkout
 * prices them again by their quotation (`quotedLinePrice`) and refuses them once it has expired.
 */
export function handQuotedCartLines(
  catalog: Catalog,
  quotation: { quotationNo: string; items: readonly HandQuotedItem[] },
  request: { quoteType: string; configuration: QuoteRequestConfiguration } | null,
  placed: OrderMoment,
): NewCartLine[] {
  const standard = catalog.shippingMethods[0];
  if (!standard) throw new Error('The catalog has no shipping method');
  const { featuredItemId, productId, size } = productOf(request?.configuration);
  const product = catalog.products.get(productId);
  const kind = request && request.quoteType !== 'Renewal' ? request.quoteType : 'As quoted';
  const title = product ? `${product.name} (${kind})` : kind;
  return quotation.items.map((item, line) => {
    const configuration: QuotedConfiguration = {
      quoted: { quotationNo: quotation.quotationNo, line, title, size },
    };
    return {
      featuredItemId,
      productId,
      productName: title,
      configuration,
      details: item.details.split('\n').filter((text) => text.trim() !== ''),
      quantity: item.quantity,
      customQuantity: null,
      kinds: 1,
      unitPriceCents: item.priceCents,
      shippingMethodId: standard.id,
      shippingCostCents: standard.costCents,
      dispatchDate: turnaround(
        placed,
        methodPrintingDays(item.printingDays ?? 1, standard),
        catalog.holidays,
      ).dispatch,
      lettering: null,
      quotationNo: quotation.quotationNo,
    };
  });
}
