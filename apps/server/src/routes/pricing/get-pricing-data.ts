import { apiErrorSchema } from '@shop/domain/api-error';
import { pricingQuerySchema, pricingResponseSchema } from '@shop/shop/pricing/contract';
import fastJson from 'fast-json-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The hot path's answer is built by the domain with exactly this type (tests check it against the
// schema), so it is not validated again; a serializer compiled from the schema writes it quickly.
const stringifyPricing: (data: unknown) => string = fastJson(
  z.toJSONSchema(pricingResponseSchema, { target: 'draft-7' }) as Parameters<typeof fastJson>[0],
);

/**
 * Prices every quantity tier of a configuration, from the catalog in memory (no database round
 * trip), with the shipping options and dispatch dates of each tier.
 */
export const getPricingData: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get/pricing-data',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Tiered prices, shipping options and dispatch dates of a configuration',
        description:
          'Omitted option ids take the product default (the first option). Unknown ids answer ' +
          '404, options the product does not offer together 422, malformed values 400.',
        querystring: pricingQuerySchema,
        response: {
          200: pricingResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      serializerCompiler: ({ httpStatus }) =>
        httpStatus === '200' ? stringifyPricing : (data) => JSON.stringify(data),
    },
    async (request) => app.shop.pricing.price(request.query),
  );
};
