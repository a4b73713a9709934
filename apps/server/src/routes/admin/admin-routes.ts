import { z } from 'zod';
import { apiErrorSchema } from '@shop/domain/api-error';
import { PAYMENT_STATES, PRODUCTION_STATES } from '@shop/domain/orders/order-life';
import { rowId } from '@shop/shop/common/contract';
import { contactReplySchema } from '@shop/shop/contact/contract';
import { INBOX_REFERENCE, inboxQuery } from '@shop/shop/inbox/contract';
import { answerQuoteRequestSchema, answeredSchema } from '@shop/shop/quotes/answer-contract';
import {
  dispatchRequest,
  staffCancelRequest,
  staffOrderSchema,
  staffOrdersQuery,
} from '@shop/shop/orders/back-office-contract';
import { orderParams, orderSchema } from '@shop/shop/orders/contract';
import { ShopProblem } from '@shop/shop/problem';
import {
  activityQuery,
  staffCreateRequest,
  staffPasswordChange,
  staffSignInRequest,
} from '@shop/shop/staff/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleFolder } from '../../plugins/role-folder';
import { sendStoredFile } from '../form-files';
import { adminArtworkRoutes } from './admin-artwork-routes';
import { adminCalendarCouponRoutes } from './admin-calendar-coupon-routes';
import { TAGS, errors } from './back-office-schemas';

/**
 * A write to the back-office must come from the shop's own pages (issue 34): its Origin (or,
 * without one, its Referer) names this host. The staff cookie is SameSite=Strict as well.
 */
function refuseCrossSite(request: FastifyRequest) {
  const source = request.headers.origin ?? request.headers.referer;
  let same = false;
  try {
    // Both as URL hosts: a default port (":80" on http) is dropped alike.
    same =
      source !== undefined &&
      new URL(source).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    same = false; // a malformed Origin, Referer or Host
  }
  if (!same) {
    throw new ShopProblem(
      403,
      'CROSS_SITE_REQUEST',
      'This request did not come from the shop’s own pages.',
    );
  }
}

const staffView = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['staff', 'admin']),
  mustChangePassword: z.boolean(),
});
const success = z.object({ status: z.literal('SUCCESS') });
const inboxStatus = z.enum(['new', 'answered', 'closed']);
const inboxList = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['quote-request', 'contact']),
      reference_no: z.string(),
      type: z.string(),
      name: z.string(),
      email: z.string(),
      status: inboxStatus,
      created_at: z.string(),
    }),
  ),
  page: z.number(),
  more: z.boolean(),
});
const quoteRequestView = z.object({
  kind: z.literal('quote-request'),
  reference_no: z.string(),
  type: z.string(),
  status: inboxStatus,
  created_at: z.string(),
  customer: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    account: z.boolean(),
  }),
  quantity: z.number().nullable(),
  comment: z.string(),
  attachments: z.array(
    z.object({ id: z.number(), name: z.string(), size: z.number(), type: z.string() }),
  ),
  answer: z
    .object({
      quotation_no: z.string(),
      issue_date: z.string(),
      written_by: z.string(),
      note: z.string(),
      lines: z.array(
        z.object({
          details: z.string(),
          quantity: z.number(),
          price_cents: z.number(),
          printing_days: z.number(),
        }),
      ),
      total_cents: z.number(),
    })
    .nullable(),
});
const contactView = z.object({
  kind: z.literal('contact'),
  reference_no: z.string(),
  status: inboxStatus,
  created_at: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), account: z.boolean() }),
  about_reference: z.string(),
  message: z.string(),
  replies: z.array(z.object({ staff_email: z.string(), message: z.string(), sent_at: z.string() })),
});
const activityList = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      staffEmail: z.string(),
      action: z.string(),
      subject: z.string(),
      changes: z.record(z.string(), z.unknown()),
    }),
  ),
  page: z.number(),
  more: z.boolean(),
});

const staffOrderList = z.object({
  orders: z.array(
    z.object({
      order_no: z.string(),
      placed_at: z.string(),
      email: z.string(),
      total_cents: z.number(),
      payment: z.enum(PAYMENT_STATES),
      production: z.enum(PRODUCTION_STATES),
      dispatch_date: z.string(),
      late: z.boolean(),
      lines: z.number(),
    }),
  ),
  page: z.number(),
  more: z.boolean(),
  totals: z.object({ count: z.number(), totalCents: z.number() }),
});
/** Only the order number: a back-office link carries no customer's key. */
const staffOrderParams = orderParams.pick({ number: true }).strict();

const referenceParams = z.object({ reference: INBOX_REFERENCE }).strict();
const attachmentParams = z.object({ reference: INBOX_REFERENCE, id: rowId }).strict();

/** The back-office's API (issue 34): staff sign-in, the inbox, the activity log, staff. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    // Every answer here is one person's: never kept by a shared cache or the browser.
    reply.header('cache-control', 'private, no-store');
    if (request.method !== 'GET' && request.method !== 'HEAD') refuseCrossSite(request);
  });
  const { staff, inbox, quotes } = app.shop;
  const orders = app.shop.orders.staff;

  app.post(
    '/admin/sign-in',
    {
      schema: {
        tags: TAGS,
        summary:
          'Staff sign-in: a staff session cookie (SameSite=Strict), ended after an hour unused',
        body: staffSignInRequest,
        response: { 200: z.object({ staff: staffView }), ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, staff: account } = await staff.signIn(request.body, request.ip);
      request.startStaffSession(reply, token);
      return { staff: account };
    },
  );

  app.post(
    '/admin/sign-out',
    {
      schema: {
        tags: TAGS,
        summary: 'Ends this staff session',
        response: { 200: success, ...errors },
      },
    },
    async (request, reply) => {
      await request.endStaffSession(reply);
      return { status: 'SUCCESS' as const };
    },
  );

  await app.register(
    roleFolder('staff', async (plain) => {
      const folder = plain.withTypeProvider<ZodTypeProvider>();
      folder.get(
        '/admin/me',
        {
          schema: {
            tags: TAGS,
            summary: 'The signed-in member of staff',
            response: { 200: z.object({ staff: staffView }), ...errors },
          },
        },
        async (request) => ({ staff: await staff.me(await request.staffActor()) }),
      );

      folder.post(
        '/admin/password',
        {
          schema: {
            tags: TAGS,
            summary: 'A new password (the first sign-in must choose one); other sessions end',
            body: staffPasswordChange,
            response: { 200: success, ...errors, 429: apiErrorSchema },
          },
        },
        async (request) => {
          const session = await request.staffSession();
          if (!session) throw new ShopProblem(404, 'NOT_FOUND', 'There is no such page.');
          await staff.changePassword(session, request.body, request.ip);
          return { status: 'SUCCESS' as const };
        },
      );

      await folder.register(async (plainWorking) => {
        const working = plainWorking.withTypeProvider<ZodTypeProvider>();

        working.get(
          '/admin/inbox',
          {
            schema: {
              tags: TAGS,
              summary: 'Quote requests and contact messages, newest first, 25 a page',
              querystring: inboxQuery,
              response: { 200: inboxList, ...errors },
            },
          },
          async (request) => inbox.list(await request.staffActor(), request.query),
        );

        working.get(
          '/admin/inbox/quote-requests/:reference',
          {
            schema: {
              tags: TAGS,
              summary: 'A quote request with its customer and files',
              params: referenceParams,
              response: { 200: quoteRequestView, ...errors },
            },
          },
          async (request) =>
            inbox.quoteRequest(await request.staffActor(), request.params.reference),
        );

        working.post(
          '/admin/inbox/contact/:reference/reply',
          {
            schema: {
              tags: TAGS,
              summary: 'Reply to a contact message by email (kept with it; the message answered)',
              params: referenceParams,
              body: contactReplySchema,
              response: { 204: z.null(), ...errors },
            },
          },
          async (request, reply) => {
            await app.shop.contact.reply(
              await request.staffActor(),
              request.params.reference,
              request.body,
            );
            return reply.code(204).send(null);
          },
        );

        working.post(
          '/admin/inbox/quote-requests/:reference/quotation',
          {
            schema: {
              tags: TAGS,
              summary:
                'Answer a quote request with a quotation (emailed with its link; the request answered)',
              params: referenceParams,
              body: answerQuoteRequestSchema,
              response: { 201: answeredSchema, ...errors, 409: apiErrorSchema },
            },
          },
          async (request, reply) => {
            const answered = await app.shop.quotes.answers.answer(
              await request.staffActor(),
              request.params.reference,
              request.body,
            );
            return reply.code(201).send(answered);
          },
        );

        working.get(
          '/admin/inbox/quote-requests/:reference/attachments/:id',
          {
            schema: {
              tags: TAGS,
              summary: "Download a quote request's file",
              params: attachmentParams,
            },
          },
          async (request, reply) =>
            sendStoredFile(
              reply,
              await quotes.openAttachment(
                await request.staffActor(),
                request.params.reference,
                request.params.id,
              ),
            ),
        );

        working.get(
          '/admin/inbox/contact/:reference',
          {
            schema: {
              tags: TAGS,
              summary: 'A contact message',
              params: referenceParams,
              response: { 200: contactView, ...errors },
            },
          },
          async (request) =>
            inbox.contactMessage(await request.staffActor(), request.params.reference),
        );

        working.get(
          '/admin/orders',
          {
            schema: {
              tags: TAGS,
              summary: 'Every order by promised dispatch date, late ones flagged, with totals',
              querystring: staffOrdersQuery,
              response: { 200: staffOrderList, ...errors },
            },
          },
          async (request) => orders.list(await request.staffActor(), request.query),
        );

        working.get(
          '/admin/orders/:number',
          {
            schema: {
              tags: TAGS,
              summary:
                'An order with its lines, addresses, states, timeline and the moves open now',
              params: staffOrderParams,
              response: { 200: staffOrderSchema, ...errors },
            },
          },
          async (request) => orders.find(await request.staffActor(), request.params.number),
        );

        const STEPS = [
          ['paid', 'Mark the invoice paid (emails the customer)', orders.markPaid],
          ['printing', 'Move the order to printing (emails the customer)', orders.startPrinting],
          ['delivered', 'Mark the order delivered (emails the customer)', orders.deliver],
        ] as const;
        for (const [step, summary, take] of STEPS) {
          working.post(
            `/admin/orders/:number/${step}`,
            {
              schema: {
                tags: TAGS,
                summary,
                params: staffOrderParams,
                response: { 200: orderSchema, ...errors, 409: apiErrorSchema },
              },
            },
            async (request) => take(await request.staffActor(), request.params.number),
          );
        }

        working.post(
          '/admin/orders/:number/dispatched',
          {
            schema: {
              tags: TAGS,
              summary:
                'Dispatch the order with its carrier and tracking number (emails the customer)',
              params: staffOrderParams,
              body: dispatchRequest,
              response: { 200: orderSchema, ...errors, 409: apiErrorSchema },
            },
          },
          async (request) =>
            orders.dispatch(await request.staffActor(), request.params.number, request.body),
        );

        working.post(
          '/admin/orders/:number/cancel',
          {
            schema: {
              tags: TAGS,
              summary: 'Cancel the order with a reason; a paid one records its refund due',
              params: staffOrderParams,
              body: staffCancelRequest,
              response: { 200: orderSchema, ...errors, 409: apiErrorSchema },
            },
          },
          async (request) =>
            orders.cancel(await request.staffActor(), request.params.number, request.body),
        );

        working.get(
          '/admin/activity',
          {
            schema: {
              tags: TAGS,
              summary: 'What staff did, newest first, 50 a page (read only)',
              querystring: activityQuery,
              response: { 200: activityList, ...errors },
            },
          },
          async (request) => staff.activity(await request.staffActor(), request.query),
        );

        await working.register(adminArtworkRoutes);
      });
    }),
  );

  await app.register(
    roleFolder('admin', async (plain) => {
      const folder = plain.withTypeProvider<ZodTypeProvider>();

      folder.get(
        '/admin/staff',
        {
          schema: {
            tags: TAGS,
            summary: 'Staff accounts (admins only)',
            response: { 200: z.object({ staff: z.array(staffView) }), ...errors },
          },
        },
        async (request) => ({ staff: await staff.list(await request.staffActor()) }),
      );

      folder.post(
        '/admin/staff',
        {
          schema: {
            tags: TAGS,
            summary: 'A new staff account and its one-time password, shown once (admins only)',
            body: staffCreateRequest,
            response: {
              201: z.object({ account: staffView, password: z.string() }),
              ...errors,
              409: apiErrorSchema,
            },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await staff.create(await request.staffActor(), request.body)),
      );

      await folder.register(adminCalendarCouponRoutes);
    }),
  );
};
