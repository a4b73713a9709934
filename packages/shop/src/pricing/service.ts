import type { CatalogCache } from '@shop/db/catalog-cache';
import { pricingResponse } from '@shop/domain/pricing-answer';
import { resolveConfiguration } from '@shop/domain/resolve-configuration';
import { checkProductSize, fixedSizes, limitInches } from '@shop/domain/rules/size-rules';
import { refusal, ShopProblem } from '../problem';
import type { PricingQuery, PricingResponse, SizeCheckQuery } from './contract';

/** Pricing's operations, over the catalog in memory (no database round trip). */
export function pricingService({
  catalog,
  clock,
  shopTimeZone,
}: {
  catalog: CatalogCache;
  clock: () => Date;
  shopTimeZone: string;
}) {
  return {
    /**
     * Every quantity tier's price of a configuration, with the shipping options and dispatch
     * dates of each tier. Omitted option ids take the product default; unknown ids are a 404,
     * options the product does not offer together a 422.
     */
    price(query: PricingQuery): PricingResponse {
      const { catalog: model } = catalog.current();
      const resolved = resolveConfiguration(model, query);
      if (!resolved.ok) throw refusal(resolved.problem);
      return pricingResponse(model, resolved, clock(), shopTimeZone);
    },

    /**
     * The size lookup: the allowed range of a product's cutting for the entered sides, and the
     * verdict with the page's exact message (below minimum, special size, missing side), by the
     * same rule pricing, the cart and quotes apply (checkProductSize). Without `page` the
     * product's own wording is used: the price tab's for business cards and hang tags.
     */
    checkSize(query: SizeCheckQuery) {
      const { catalog: model } = catalog.current();
      const product = model.products.get(query.product_id);
      if (!product) {
        throw new ShopProblem(
          404,
          'UNKNOWN_ID',
          `There is no product with id ${query.product_id}.`,
          [{ field: 'product_id', message: 'unknown product' }],
        );
      }
      const cuttingId = query.cutting_id ?? product.cuttingIds[0] ?? null;
      if (cuttingId !== null && !product.cuttingIds.includes(cuttingId)) {
        throw new ShopProblem(
          422,
          'INCOMPATIBLE_OPTIONS',
          `${product.name} is not available with cutting ${cuttingId}.`,
          [{ field: 'cutting_id', message: 'not offered by this product' }],
        );
      }
      const { lookup, check } = checkProductSize(
        product,
        {
          widthIn: query.width ?? null,
          heightIn: query.height ?? null,
          cuttingId,
          orientationId: query.orientation ?? null,
        },
        query.page,
      );
      return {
        cutting_id: cuttingId,
        lookup: lookup && {
          id: lookup.id,
          min_size: `${lookup.minWidthMm}x${lookup.minHeightMm}`,
          max_size: `${lookup.maxWidthMm}x${lookup.maxHeightMm}`,
          equal_side: lookup.equalSide ? 'yes' : 'no',
          min_in: [limitInches(lookup.minWidthMm), limitInches(lookup.minHeightMm)],
          max_in: [limitInches(lookup.maxWidthMm), limitInches(lookup.maxHeightMm)],
        },
        fixed_sizes: fixedSizes(product.dimLookups, cuttingId).map((size) => ({
          id: size.id,
          name: size.name,
          width: size.widthIn,
          height: size.heightIn,
        })),
        check,
      };
    },
  };
}

export type PricingService = ReturnType<typeof pricingService>;
