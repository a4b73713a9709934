import { pricingQuerySchema } from '@shop/domain/pricing-query';
import { pricingResponse, pricingResponseSchema } from '@shop/domain/pricing-response';
import { resolveConfiguration } from '@shop/domain/resolve-configuration';
import fastJson from 'fast-json-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shop/domain/api-error';
import { ShopProblem } from '@shop/shop/problem';

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
    async (request) => {
      const { catalog } = app.shop.catalog.current();
      const resolved = resolveConfiguration(catalog, request.query);
      if (!resolved.ok) {
        const { status, code, field, message } = resolved.problem;
        throw new ShopProblem(status, code, message, [{ field, message }]);
      }
      return pricingResponse(catalog, resolved, app.shop.clock(), app.config.shopTimeZone);
    },
  );
};
