import { apiErrorSchema } from '@shop/domain/api-error';
import { accountDataSchema, deleteAccountSchema } from '@shop/shop/accounts/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** "Download my data" and "Delete my account" (issue 30). */
export const leavingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.shop;

  app.get(
    '/account/export',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Everything the shop keeps about the signed-in customer, as a JSON download',
        response: { 200: accountDataSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await accounts.exportData(await request.actor());
      return reply
        .header('content-disposition', 'attachment; filename="peel-and-press-my-data.json"')
        .send(data);
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Delete the signed-in customer's account (password asked); quotations and quote requests stay without the person's details",
        body: deleteAccountSchema,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await accounts.deleteAccount(await request.actor(), request.body.password, request.ip);
      await request.signOut(reply);
      return reply.status(204).send(null);
    },
  );
};
