import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';
import { apiErrorSchema } from '@shop/domain/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailExistsAnswerSchema,
  emailExistsSchema,
  guestAnswerSchema,
  guestSchema,
  loginAnswerSchema,
  loginSchema,
  meSchema,
} from '@shop/shop/accounts/contract';
import { PER_ACCOUNT, PER_IP } from './limits';

/** Who is here, sign-in and sign-out, the email-exists check and "continue as a guest". */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.shop;
  const loginLimit = app.limitRate(PER_IP, PER_ACCOUNT);
  const lookupLimit = app.limitRate(PER_IP);

  app.get(
    '/me',
    {
      schema: {
        tags: ['visitors'],
        summary: 'The signed-in customer or the guest, and the cart count',
        response: { 200: meSchema },
      },
    },
    async (request) => accounts.me(await request.visitor()),
  );

  app.post(
    '/auth/login',
    {
      preHandler: loginLimit,
      schema: {
        tags: ['visitors'],
        summary: 'Sign in (rate limited per IP and per account); starts a new session',
        body: loginSchema,
        response: {
          200: loginAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const customerId = await accounts.authenticate(request.body);
      await app.forgiveRate(PER_ACCOUNT, request);
      await request.signIn(reply, customerId);
      return { status: 'SUCCESS' as const, message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['visitors'], summary: 'Sign out', response: { 204: z.null() } } },
    async (request, reply) => {
      await request.signOut(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/inquiry/form/email-exist',
    {
      preHandler: lookupLimit,
      schema: {
        tags: ['visitors'],
        summary: 'Whether an email belongs to a customer; disposable addresses answer 422',
        body: emailExistsSchema,
        response: {
          200: emailExistsAnswerSchema,
          400: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => accounts.emailExists(request.body.email),
  );

  app.post(
    '/guest',
    {
      // It tells whether an email has an account (409): limited like the lookup.
      preHandler: lookupLimit,
      schema: {
        tags: ['visitors'],
        summary: 'Continue as a guest: stores the guest (or updates it) and remembers it',
        body: guestSchema,
        response: {
          200: guestAnswerSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await accounts.continueAsGuest(request.visitorSession(reply), request.body);
      return { status: 'SUCCESS' as const };
    },
  );
};
