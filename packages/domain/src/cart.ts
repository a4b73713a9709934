import type { Catalog } from './catalog-model';
import type { Cart, LetteringView, QuotePayload } from './cart-contract';
import { formatCents } from './pricing';
import { configurationSummary } from './configuration-summary';
import {
  isChosen,
  isQuoted,
  readConfiguration,
  type ChosenConfiguration,
  type QuotedConfiguration,
  type StoredConfiguration,
} from './chosen-configuration';
import { pricingResponse } from './pricing-answer';
import type { Resolved } from './resolve-configuration';
import { FREE_SHIPPING_THRESHOLD_CENTS } from './shipping-calendar';
import { letteringColourById } from './lettering/colours';
import {
  checkLetteringOrder,
  letteringSummary,
  type LetteringOrder,
} from './lettering/lettering-order';
import { letteringOutline } from './lettering/cut-file';
import { measureLettering, type GlyphSource } from './lettering/measure';
import { typefaceById } from './lettering/typefaces';

/** A priced line ready to store: every figure is the server's own. */
export interface PricedLine {
  featuredItemId: number;
  productId: number;
  productName: string;
  configuration: ChosenConfiguration;
  details: string[];
  quantity: number;
  customQuantity: number | null;
  kinds: number;
  unitPriceCents: number;
  shippingMethodId: number;
  /** The first method's cost before the free-shipping rule (the order applies that rule). */
  shippingCostCents: number;
  dispatchDate: string;
  /** The lettering design, checked against the server's measurement; null without one. */
  lettering: LetteringOrder | null;
  /** Ordered from a quotation still valid (issue 32): its price per set is the quotation's. */
  quotationNo?: string | null;
}

/** What goes into a cart: a priced line, or a line staff quoted by hand (issue 34). */
export type NewCartLine =
  PricedLine | (Omit<PricedLine, 'configuration'> & { configuration: QuotedConfiguration });

export interface PayloadProblem {
  status: 400 | 404 | 422;
  code: string;
  field: string;
  message: string;
}

export type PayloadCheck = { ok: true; line: PricedLine } | { ok: false; problem: PayloadProblem };

const mismatch = (field: string, saw: string, server: string): PayloadCheck => ({
  ok: false,
  problem: {
    status: 422,
    code: 'PRICE_MISMATCH',
    field,
    message: `The ${field.replaceAll('_', ' ')} sent (${saw}) is not the current one (${server}). Refresh the price and try again.`,
  },
});

const letteringDisagrees = (field: string, message: string): PayloadCheck => ({
  ok: false,
  problem: { status: 422, code: 'LETTERING_MISMATCH', field, message },
});

/** Inches as the configuration and the lettering state them, compared to float noise. */
const sameInches = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * Prices a quote payload again on the server's catalog (spec: never trust a client's number) and
 * checks that what the visitor saw, quantity, cost, kinds and shipping, is still true.
 *
 * A payload with a lettering design (issue 17) is measured again with `glyphs`, the glyphs of its
 * `selected_font` (null when that is not one of our typefaces): refused when the design cannot be
 * cut as ordered (lettering-order.ts), and priced only when the configuration's size and colour
 * are the design's checked size and colour.
 */
export function priceQuotePayload(
  catalog: Catalog,
  payload: QuotePayload,
  now: Date,
  timeZone: string,
  glyphs: GlyphSource | null = null,
): PayloadCheck {
  const read = readConfiguration(catalog, {
    configuration: payload.configuration,
    featuredItemId: payload.featured_item_id,
    productId: payload.product_id,
    quantity: payload.custom_quantity ?? payload.quantity,
    kinds: payload.kinds,
  });
  if (!read.ok) return read;
  const { resolved, chosen } = read;
  const lettering = payload.lettering ?? null;
  if (lettering) {
    const refused = letteringRefusal(resolved, lettering, glyphs);
    if (refused) return refused;
  }
  const pricing = pricingResponse(catalog, resolved, now, timeZone);
  if (pricing.status !== 'priced') {
    return {
      ok: false,
      problem: {
        status: 422,
        code: 'QUOTE_REQUIRED',
        field: 'configuration',
        message: 'This configuration is priced on request: ask for a quote instead.',
      },
    };
  }
  const quantity = chosen.quantity;
  const row = pricing.rows.find((candidate) => candidate.quantity === quantity);
  if (!row) {
    return {
      ok: false,
      problem: {
        status: 422,
        code: 'QUANTITY_NOT_OFFERED',
        field: 'quantity',
        message: `${quantity} is not a quantity this configuration is sold in.`,
      },
    };
  }
  if (payload.cost !== row.price) return mismatch('cost', payload.cost, row.price);
  const shipping = row.shipping[0];
  if (!shipping) throw new Error('Every priced row has a shipping option');
  if (payload.shipping_method_id !== shipping.id) {
    return mismatch('shipping_method_id', String(payload.shipping_method_id), String(shipping.id));
  }
  if (payload.shipping_cost !== shipping.cost) {
    return mismatch('shipping_cost', payload.shipping_cost, shipping.cost);
  }
  const method = catalog.shippingMethods.find((candidate) => candidate.id === shipping.id);
  if (!method) throw new Error(`Shipping method ${shipping.id} is priced but not in the catalog`);
  return {
    ok: true,
    line: {
      featuredItemId: resolved.featuredItem.id,
      productId: resolved.product.id,
      productName: resolved.product.name,
      configuration: chosen,
      details: [
        ...configurationSummary(catalog, resolved.configuration, row.quantity).lines,
        ...(lettering ? letteringSummary(lettering) : []),
      ],
      quantity: row.quantity,
      customQuantity: payload.custom_quantity,
      kinds: pricing.kinds,
      unitPriceCents: row.price_cents,
      shippingMethodId: shipping.id,
      shippingCostCents: method.costCents,
      dispatchDate: shipping.shipping_date,
      lettering,
    },
  };
}

/**
 * Why a lettering design cannot be ordered with this configuration, or null: the design is
 * checked against the server's measurement first, then the configuration is priced as it says,
 * so it must be the design's checked size and colour; a configuration saying otherwise is
 * refused, never corrected (the visitor saw its price).
 */
function letteringRefusal(
  resolved: Extract<Resolved, { ok: true }>,
  lettering: LetteringOrder,
  glyphs: GlyphSource | null,
): PayloadCheck | null {
  const { product, configuration } = resolved;
  if (product.type !== 'lettering') {
    return letteringDisagrees(
      'lettering',
      `${product.name} is not lettering: send no lettering design.`,
    );
  }
  const checked = checkLetteringOrder(lettering, { glyphs, productColorIds: product.colorIds });
  if (!checked.ok) return { ok: false, problem: checked.problem };
  if (!sameInches(configuration.widthIn, lettering.width)) {
    return letteringDisagrees(
      'configuration.width',
      `The configuration's width (${configuration.widthIn} in) is not the lettering's (${lettering.width} in).`,
    );
  }
  if (!sameInches(configuration.heightIn, lettering.height)) {
    return letteringDisagrees(
      'configuration.height',
      `The configuration's height (${configuration.heightIn} in) is not the lettering's (${lettering.height} in).`,
    );
  }
  const { colour } = checked.lettering;
  if (configuration.colorId !== colour.catalogColorId) {
    return letteringDisagrees(
      'configuration.color_id',
      `The configuration's colour (${configuration.colorId ?? 'none'}) is not the lettering's (${colour.name}, ${colour.catalogColorId ?? 'none'}).`,
    );
  }
  return null;
}

/** Totals of an order or quotation (spec 000 §9): shipping is free from a $100 subtotal. */
export function orderTotals(
  lines: ReadonlyArray<{ unitPriceCents: number; kinds: number; shippingCostCents: number }>,
) {
  const subTotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.kinds, 0);
  const free = subTotalCents >= FREE_SHIPPING_THRESHOLD_CENTS;
  // One parcel: the first line's shipping option is what the order pays (spec 000 §9).
  const shippingFeeCents = free || lines.length === 0 ? 0 : (lines[0]?.shippingCostCents ?? 0);
  return {
    subTotalCents,
    shippingFeeCents,
    totalCents: subTotalCents + shippingFeeCents,
    freeShipping: free && lines.length > 0,
  };
}

/** A stored cart line, as the database hands it back. */
export interface StoredCartLine {
  id: number;
  featuredItemId: number;
  productId: number;
  /** What was chosen, as read when the line was added (an old line's may be unread). */
  configuration: StoredConfiguration;
  /** The summary stored when the line was added. */
  details: string[];
  quantity: number;
  kinds: number;
  unitPriceCents: number;
  shippingCostCents: number;
  dispatchDate: string;
  originPath: string;
  lettering: LetteringOrder | null;
  /** A line ordered from a quotation (issue 32); null or absent otherwise. */
  quotationNo?: string | null;
}

/**
 * A stored line's summary, written again from its configuration so that it shows the line's
 * current number of sets; the stored one for a line whose configuration could not be read.
 */
function storedLineDetails(catalog: Catalog, row: StoredCartLine): string[] {
  if (!isChosen(row.configuration)) return row.details;
  const options = { ...row.configuration.options, kinds: row.kinds };
  return [
    ...configurationSummary(catalog, options, row.quantity).lines,
    ...(row.lettering ? letteringSummary(row.lettering) : []),
  ];
}

/**
 * The cart as the API and the cart page show it; totals are computed here, never stored.
 * `glyphsByFont` holds the typefaces of its lettering lines, for their previews.
 */
export function cartView(
  catalog: Catalog,
  rows: readonly StoredCartLine[],
  glyphsByFont: ReadonlyMap<string, GlyphSource> = new Map(),
): Cart {
  const totals = orderTotals(rows);
  return {
    count: rows.length,
    lines: rows.map((row) => ({
      id: row.id,
      featured_item_id: row.featuredItemId,
      product_id: row.productId,
      product_name: isQuoted(row.configuration)
        ? row.configuration.quoted.title
        : (catalog.products.get(row.productId)?.name ?? `Product ${row.productId}`),
      details: storedLineDetails(catalog, row),
      quantity: row.quantity,
      kinds: row.kinds,
      unit_price: formatCents(row.unitPriceCents),
      price: formatCents(row.unitPriceCents * row.kinds),
      dispatch_date: row.dispatchDate,
      origin_path: row.originPath,
      quoted: isQuoted(row.configuration),
      lettering: row.lettering
        ? { ...letteringView(row.lettering, glyphsByFont), cut_file_url: cutFilePath(row.id) }
        : null,
    })),
    sub_total: formatCents(totals.subTotalCents),
    shipping_fee: formatCents(totals.shippingFeeCents),
    total_price: formatCents(totals.totalCents),
    free_shipping: totals.freeShipping,
  };
}

/** Where a lettering line's owner downloads its cut file. */
export const cutFilePath = (lineId: number) => `/api/cart/items/${lineId}/cut-file.svg`;

/** A small preview draws to a tenth of a millimetre: plenty at 120 px wide, or a PDF's box. */
const PREVIEW_DECIMALS = 1;

/**
 * The outlines the cut file draws, for a small preview; null without the typeface's glyphs
 * (or, for a stored design that no longer measures, nothing to draw).
 */
function letteringPreview(order: LetteringOrder, glyphs: GlyphSource | undefined) {
  if (!glyphs) return null;
  const measured = measureLettering(glyphs, order.lines, order.alignment);
  if (measured.kind !== 'measured') return null;
  const outline = letteringOutline(
    measured,
    { widthIn: order.width, heightIn: order.height },
    PREVIEW_DECIMALS,
  );
  return {
    width_mm: outline.widthMm,
    height_mm: outline.heightMm,
    paths: outline.paths.filter((d) => d !== ''),
  };
}

/**
 * A stored design as the API answers it (a cart line's, a quotation's), its preview drawn with
 * the typeface's glyphs from `glyphsByFont`.
 */
export function letteringView(
  order: LetteringOrder,
  glyphsByFont: ReadonlyMap<string, GlyphSource>,
): LetteringView {
  return {
    lines: [...order.lines],
    alignment: order.alignment,
    selected_font: order.selected_font,
    font_name: typefaceById(order.selected_font)?.family ?? order.selected_font,
    selected_color: order.selected_color,
    color_name: letteringColourById(order.selected_color)?.name ?? order.selected_color,
    width: order.width,
    height: order.height,
    preview: letteringPreview(order, glyphsByFont.get(order.selected_font)),
  };
}
