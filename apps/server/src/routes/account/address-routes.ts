import { addressSchema } from '@shop/domain/addresses';
import { apiErrorSchema } from '@shop/domain/api-error';
import { addressBookSchema, addressIdParams } from '@shop/shop/accounts/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const refusals = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema } as const;

/** The signed-in customer's address book (issue 30); another's address is not found. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.shop;

  app.get(
    '/account/addresses',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in customer's addresses, the default first",
        response: { 200: addressBookSchema, 401: apiErrorSchema },
      },
    },
    async (request) => accounts.addresses(await request.actor()),
  );

  app.post(
    '/account/addresses',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Add an address (US: state, ZIP 12345 or 12345-6789, a valid phone); the same place twice answers 409',
        body: addressSchema,
        response: { 201: addressBookSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await accounts.addAddress(await request.actor(), request.body)),
  );

  app.put(
    '/account/addresses/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change one of the customer’s addresses',
        params: addressIdParams,
        body: addressSchema,
        response: { 200: addressBookSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) =>
      accounts.updateAddress(await request.actor(), request.params.id, request.body),
  );

  app.delete(
    '/account/addresses/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Remove one of the customer’s addresses',
        params: addressIdParams,
        response: { 200: addressBookSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => accounts.removeAddress(await request.actor(), request.params.id),
  );

  app.post(
    '/account/addresses/:id/default',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Make one of the customer’s addresses the default (it fills a new Bill To)',
        params: addressIdParams,
        response: { 200: addressBookSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => accounts.setDefaultAddress(await request.actor(), request.params.id),
  );
};
