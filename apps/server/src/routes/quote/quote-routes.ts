import { randomBytes } from 'node:crypto';
import {
  billToSchema,
  normalizeEmail,
  QUOTE_FORM_MESSAGES,
  quoteRequestSchema,
} from '@shop/domain/accounts';
import { apiErrorSchema } from '@shop/domain/api-error';
import { orderTotals, priceQuotePayload, queryObject } from '@shop/domain/cart';
import { quotationSchema, quotePayloadSchema, type Quotation } from '@shop/domain/cart-contract';
import { configurationSummary, summaryText } from '@shop/domain/configuration-summary';
import { formatCents } from '@shop/domain/pricing';
import { pricingQuerySchema } from '@shop/domain/pricing-query';
import { resolveConfiguration } from '@shop/domain/resolve-configuration';
import { shopDate } from '@shop/domain/shipping-calendar';
import type { QuotationRow } from '@shop/db/repositories/quotes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyHeader } from '@shop/shop/common/contract';
import { ShopProblem } from '@shop/shop/problem';
import { PER_IP } from '../visitors/limits';
import { newGuestId, refuseDisposableEmail } from '@shop/shop/accounts/email-policy';

/** A dated, unguessable reference such as Q-20261121-7F3A9C. */
export const referenceNumber = (prefix: string, now: Date, timeZone: string) =>
  `${prefix}-${shopDate(now, timeZone).replaceAll('-', '')}-${randomBytes(3).toString('hex').toUpperCase()}`;

export function quotationView(row: QuotationRow): Quotation {
  return {
    id: row.id,
    quotation_no: row.quotationNo,
    issue_date: row.issueDate,
    name: row.name,
    company: row.company,
    address: row.address,
    quotations: row.items.map((item) => ({
      details: item.details,
      quantity: item.quantity,
      price: formatCents(item.priceCents),
    })),
    sub_total: formatCents(row.subTotalCents),
    shipping_fee: formatCents(row.shippingFeeCents),
    point_discount: formatCents(row.pointDiscountCents),
    coupon_discount: formatCents(row.couponDiscountCents),
    promo_discount: formatCents(row.promoDiscountCents),
    total_price: formatCents(row.totalCents),
  };
}

/** Quote requests and quotations (spec 000 §3-§4, 001 §3-§4). */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visitors, quotes, idempotency } = app.shop;
  const notFound = (no: string | number) =>
    new ShopProblem(404, 'NOT_FOUND', `There is no quotation ${no} for you.`);

  app.post(
    '/quote/create/quote-request',
    {
      // A registered email answers 409: limited like the email lookup.
      preHandler: app.limitRate(PER_IP),
      schema: {
        tags: ['quotes'],
        summary: 'Request a quote; a visitor without an account is stored as a guest',
        headers: idempotencyKeyHeader,
        body: quoteRequestSchema,
        response: {
          201: z.object({
            status: z.literal('SUCCESS'),
            code: z.literal(201),
            reference_no: z.string(),
          }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { catalog } = app.shop.catalog.current();
      const query = pricingQuerySchema.safeParse(queryObject(body.configuration));
      if (!query.success) {
        throw new ShopProblem(
          400,
          'VALIDATION_FAILED',
          'The configuration is not a valid pricing query.',
          [{ field: 'configuration', message: query.error.issues[0]?.message ?? 'invalid' }],
        );
      }
      const resolved = resolveConfiguration(catalog, {
        ...query.data,
        featured_item_id: body.featured_item_id,
      });
      if (!resolved.ok) {
        const { status, code, field, message } = resolved.problem;
        throw new ShopProblem(status, code, message, [{ field, message }]);
      }
      const email = normalizeEmail(body.email_address);
      refuseDisposableEmail(email, 'email_address');
      const visitor = await request.visitor();
      if (visitor.customerId === null && (await visitors.findCustomerByEmail(email))) {
        throw new ShopProblem(409, 'EMAIL_REGISTERED', QUOTE_FORM_MESSAGES.emailRegistered, [
          { field: 'email_address', message: QUOTE_FORM_MESSAGES.emailRegistered },
        ]);
      }
      const session = visitor.customerId !== null ? visitor : await request.ensureSession(reply);
      // Scoped by endpoint: a key reused for a cart add must not replay that answer here.
      const owner = `quote-request:${session.customerId !== null ? `c:${session.customerId}` : `s:${session.sessionId}`}`;
      const stored = await idempotency.once(
        owner,
        request.headers['idempotency-key'] ?? null,
        async () => {
          let guestId: string | null = null;
          if (session.customerId === null) {
            guestId = session.guestId ?? newGuestId();
            await visitors.saveGuest({
              id: guestId,
              firstName: body.firstname,
              lastName: body.lastname,
              email,
            });
            await request.rememberGuest(reply, guestId);
          }
          const summary = configurationSummary(catalog, resolved.configuration, body.quantity);
          const created = await quotes.createQuoteRequest({
            referenceNo: referenceNumber('QR', app.shop.clock(), app.config.shopTimeZone),
            sessionId: session.sessionId,
            customerId: session.customerId,
            guestId,
            quoteType: body.quote_type,
            firstName: body.firstname,
            lastName: body.lastname,
            email,
            quantity: body.quantity,
            comment: [summaryText(summary, '\n'), body.comment].filter(Boolean).join('\n'),
            configuration: { featured_item_id: body.featured_item_id, ...query.data },
            utm: body.utm,
          });
          return {
            statusCode: 201,
            body: { status: 'SUCCESS', code: 201, reference_no: created.referenceNo },
          };
        },
      );
      return reply.status(stored.statusCode as 201).send(stored.body as never);
    },
  );

  app.post(
    '/quote/create/quotation',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Create a printable quotation from a quote payload (priced again here)',
        body: quotePayloadSchema,
        response: {
          201: quotationSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { catalog } = app.shop.catalog.current();
      const now = app.shop.clock();
      const checked = priceQuotePayload(catalog, request.body, now, app.config.shopTimeZone);
      if (!checked.ok) {
        const { status, code, field, message } = checked.problem;
        throw new ShopProblem(status, code, message, [{ field, message }]);
      }
      const line = checked.line;
      const visitor = await request.visitor();
      const session = visitor.customerId !== null ? visitor : await request.ensureSession(reply);
      const customer =
        session.customerId === null ? null : await visitors.findCustomer(session.customerId);
      const address = customer ? await visitors.defaultAddress(customer.id) : null;
      const guest = !customer && session.guestId ? await visitors.findGuest(session.guestId) : null;
      // Spec 000 §3: the list repeats the line once per kind (set).
      const description = summaryText({ product: line.productName, lines: line.details });
      const items = Array.from({ length: line.kinds }, () => ({
        details: description,
        quantity: line.quantity,
        priceCents: line.unitPriceCents,
      }));
      const totals = orderTotals([line]);
      const row = await quotes.createQuotation({
        quotationNo: referenceNumber('Q', now, app.config.shopTimeZone),
        sessionId: session.sessionId,
        customerId: session.customerId,
        guestId: session.guestId,
        issueDate: shopDate(now, app.config.shopTimeZone),
        name:
          address?.name ??
          (customer
            ? `${customer.firstName} ${customer.lastName}`
            : guest
              ? `${guest.firstName} ${guest.lastName}`
              : ''),
        company: address?.company ?? customer?.company ?? '',
        address: address?.address ?? '',
        items,
        subTotalCents: totals.subTotalCents,
        shippingFeeCents: totals.shippingFeeCents,
        totalCents: totals.totalCents,
      });
      return reply.status(201).send(quotationView(row));
    },
  );

  app.get(
    '/quote/get/quotation/:quotation_no',
    {
      schema: {
        tags: ['quotes'],
        summary: 'A quotation of this visitor (others answer 404)',
        params: z.object({ quotation_no: z.string().max(40) }),
        response: { 200: quotationSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await quotes.findQuotation(await request.visitor(), request.params.quotation_no);
      if (!row) throw notFound(request.params.quotation_no);
      return quotationView(row);
    },
  );

  app.put(
    '/quote/update/quotation/:id',
    {
      schema: {
        tags: ['quotes'],
        summary: "Save a quotation's Bill To (name, company, address)",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: billToSchema,
        response: { 200: quotationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await quotes.updateBillTo(
        await request.visitor(),
        request.params.id,
        request.body,
      );
      if (!row) throw notFound(request.params.id);
      return quotationView(row);
    },
  );
};
