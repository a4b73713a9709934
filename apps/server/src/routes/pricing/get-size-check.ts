import { checkProductSize, fixedSizes, limitInches } from '@shop/domain/rules/size-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopProblem } from '@shop/shop/problem';

const id = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive id`)
    .max(999_999_999, `${field} is too large`);

const inches = (field: string) =>
  z
    .string()
    .max(9, `${field} must be at most 9 characters`)
    .regex(/^\d{0,4}(\.\d{0,4})?$/, `${field} must be a number of inches such as 3 or 2.5`)
    .transform((value) => (value === '' ? null : Number(value)));

/**
 * The size lookup: the allowed range of a product's cutting for the entered sides, and the
 * verdict with the page's exact message (below minimum, special size, missing side), by the
 * same rule pricing, the cart and quotes apply (checkProductSize). Without `page` the product's
 * own wording is used: the price tab's for business cards and hang tags.
 */
export const getSizeCheck: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/size-lookup',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Allowed size range of a cutting and the check of entered sides',
        querystring: z
          .object({
            product_id: id('product_id'),
            cutting_id: id('cutting_id').optional(),
            width: inches('width').optional(),
            height: inches('height').optional(),
            orientation: id('orientation').optional(),
            page: z
              .enum(['quote-page', 'price-tab', 'special-processing'], {
                message: 'page must be quote-page, price-tab or special-processing',
              })
              .optional(),
          })
          .strict(),
      },
    },
    async (request) => {
      const q = request.query;
      const { catalog } = app.shop.catalog.current();
      const product = catalog.products.get(q.product_id);
      if (!product) {
        throw new ShopProblem(404, 'UNKNOWN_ID', `There is no product with id ${q.product_id}.`, [
          { field: 'product_id', message: 'unknown product' },
        ]);
      }
      const cuttingId = q.cutting_id ?? product.cuttingIds[0] ?? null;
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
          widthIn: q.width ?? null,
          heightIn: q.height ?? null,
          cuttingId,
          orientationId: q.orientation ?? null,
        },
        q.page,
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
  );
};
