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
  signUpSchema,
  verifyEmailSchema,
} from '@shop/shop/accounts/contract';

/** Who is here, sign-in and sign-out, the email-exists check and "continue as a guest". */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Rate limits live in the services (packages/shop/src/limits): pages and API share them.
  const { accounts } = app.shop;

  app.get(
    '/me',
    {
      schema: {
        tags: ['visitors'],
        summary: 'The signed-in customer or the guest, and the cart count',
        response: { 200: meSchema },
      },
    },
    async (request) => accounts.me(await request.actor()),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['visitors'],
        summary:
          'Sign in; wrong passwords are throttled per account and address (429 with Retry-After)',
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
      const customerId = await accounts.authenticate(request.body, request.ip);
      await request.signIn(reply, customerId);
      return { status: 'SUCCESS' as const, message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  app.post(
    '/auth/sign-up',
    {
      schema: {
        tags: ['visitors'],
        summary:
          'Make an account and sign in; its email is verified with the 6-digit code mailed to it',
        body: signUpSchema,
        response: {
          201: loginAnswerSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const customerId = await accounts.signUp(request.body, request.ip);
      await request.signIn(reply, customerId);
      return reply
        .status(201)
        .send({ status: 'SUCCESS' as const, message: ACCOUNT_MESSAGES.codeRequired });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['visitors'],
        summary:
          "Verify the signed-in customer's email with the mailed code; a guest's records with it become the account's",
        body: verifyEmailSchema,
        response: {
          200: loginAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => accounts.verifyEmail(await request.actor(), request.body.code, request.ip),
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Mail a new verification code (the last one is void); limited per account',
        response: { 200: loginAnswerSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => accounts.resendVerification(await request.actor(), request.ip),
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
    async (request) => accounts.emailExists(request.body.email, request.ip),
  );

  app.post(
    '/guest',
    {
      schema: {
        tags: ['visitors'],
        summary: 'Continue as a guest: stores the guest (or updates it) and remembers it',
        body: guestSchema,
        response: {
          200: guestAnswerSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await accounts.continueAsGuest(request.visitorSession(reply), request.body);
      return { status: 'SUCCESS' as const };
    },
  );
};
