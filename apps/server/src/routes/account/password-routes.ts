import { apiErrorSchema } from '@shop/domain/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailSchema,
  confirmEmailSchema,
  loginAnswerSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@shop/shop/accounts/contract';
import { ACCOUNT_MESSAGES } from '@shop/domain/accounts';

/** "Forgot your password?", change password and change email (issue 30). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app.shop;

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Mail a password reset code to the address; the same answer whether or not it has an account',
        body: passwordResetRequestSchema,
        response: { 200: loginAnswerSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => accounts.requestPasswordReset(request.body.email, request.ip),
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "The mailed code and a new password: the account's sessions end, and this browser is signed in",
        body: passwordResetSchema,
        response: {
          200: loginAnswerSchema,
          400: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const customerId = await accounts.resetPassword(request.body, request.ip);
      await request.signIn(reply, customerId);
      return { status: 'SUCCESS' as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.put(
    '/account/password',
    {
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in customer's password; their other sessions end",
        body: passwordChangeSchema,
        response: {
          200: loginAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => accounts.changePassword(await request.actor(), request.body, request.ip),
  );

  app.post(
    '/account/email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the email: a code is mailed to the new address (nothing changes yet)',
        body: changeEmailSchema,
        response: {
          200: loginAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => accounts.requestEmailChange(await request.actor(), request.body, request.ip),
  );

  app.post(
    '/account/email/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'The code mailed to the new address: the email changes and the old address is told',
        body: confirmEmailSchema,
        response: {
          200: loginAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      accounts.confirmEmailChange(await request.actor(), request.body.code, request.ip),
  );
};
