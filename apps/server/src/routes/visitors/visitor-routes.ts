import {
  ACCOUNT_MESSAGES,
  emailExistsSchema,
  loginSchema,
  NAME_MAX_LENGTH,
  normalizeEmail,
  QUOTE_FORM_MESSAGES,
  EMAIL_PATTERN,
} from '@shop/domain/accounts';
import { apiErrorSchema } from '@shop/domain/api-error';
import { decoyHash, verifyPassword } from '@shop/db/passwords';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ShopProblem } from '@shop/shop/problem';
import { newGuestId, refuseDisposableEmail } from '@shop/shop/accounts/email-policy';
import { PER_ACCOUNT, PER_IP } from './limits';

const meSchema = z.object({
  customer: z
    .object({
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      company: z.string(),
    })
    .nullable(),
  guest: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  cart_count: z.number().int(),
});

/** Who is here, sign-in and sign-out, the email-exists check and "continue as a guest". */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visitors, carts } = app.shop;
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
    async (request) => {
      const visitor = await request.visitor();
      const customer =
        visitor.customerId === null ? null : await visitors.findCustomer(visitor.customerId);
      const guest = visitor.guestId === null ? null : await visitors.findGuest(visitor.guestId);
      return {
        customer: customer && {
          email: customer.email,
          first_name: customer.firstName,
          last_name: customer.lastName,
          company: customer.company,
        },
        guest:
          customer === null && guest
            ? { first_name: guest.firstName, last_name: guest.lastName, email: guest.email }
            : null,
        cart_count: await carts.count(visitor),
      };
    },
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
          200: z.object({ status: z.literal('SUCCESS'), message: z.string() }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const customer = await visitors.findCustomerByEmail(normalizeEmail(request.body.email));
      // The same work whether or not the account exists, so timing tells nothing.
      const matches = await verifyPassword(
        request.body.password,
        customer?.passwordHash ?? (await decoyHash),
      );
      if (!customer || !matches) {
        throw new ShopProblem(401, 'INCORRECT_PASSWORD', ACCOUNT_MESSAGES.incorrectPassword, [
          { field: 'password', message: ACCOUNT_MESSAGES.incorrectPassword },
        ]);
      }
      await app.forgiveRate(PER_ACCOUNT, request);
      await request.signIn(reply, customer.id);
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
          200: z.object({ exists: z.boolean() }),
          400: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      refuseDisposableEmail(email, 'email');
      return { exists: (await visitors.findCustomerByEmail(email)) !== null };
    },
  );

  app.post(
    '/guest',
    {
      // It tells whether an email has an account (409): limited like the lookup.
      preHandler: lookupLimit,
      schema: {
        tags: ['visitors'],
        summary: 'Continue as a guest: stores the guest (or updates it) and remembers it',
        body: z
          .object({
            first_name: z
              .string()
              .trim()
              .min(1, QUOTE_FORM_MESSAGES.firstNameRequired)
              .max(NAME_MAX_LENGTH),
            last_name: z
              .string()
              .trim()
              .min(1, QUOTE_FORM_MESSAGES.lastNameRequired)
              .max(NAME_MAX_LENGTH),
            email: z.string().trim().regex(EMAIL_PATTERN, QUOTE_FORM_MESSAGES.emailInvalid),
          })
          .strict(),
        response: {
          200: z.object({ status: z.literal('SUCCESS') }),
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      refuseDisposableEmail(email, 'email');
      if (await visitors.findCustomerByEmail(email)) {
        throw new ShopProblem(409, 'EMAIL_REGISTERED', QUOTE_FORM_MESSAGES.emailRegistered, [
          { field: 'email', message: QUOTE_FORM_MESSAGES.emailRegistered },
        ]);
      }
      const visitor = await request.visitor();
      const guestId = visitor.guestId ?? newGuestId();
      await visitors.saveGuest({
        id: guestId,
        firstName: request.body.first_name,
        lastName: request.body.last_name,
        email,
      });
      await request.rememberGuest(reply, guestId);
      return { status: 'SUCCESS' as const };
    },
  );
};
