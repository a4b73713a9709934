import { z } from 'zod';
import { apiErrorSchema } from '@shop/domain/api-error';
import {
  calendarSchema,
  holidayParams,
  holidayRequest,
  holidaySchema,
  printingDaysRequest,
  productPageParams,
  productPagePrintingSchema,
} from '@shop/shop/calendar/contract';
import {
  couponCreateRequest,
  couponParams,
  couponPauseRequest,
  couponViewSchema,
} from '@shop/shop/coupons/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAGS, errors } from './back-office-schemas';

/**
 * The admins' calendar and coupons (issue 35), registered inside the back-office's admin folder
 * (admin-routes.ts): its same-origin check and no-store answers hold here too.
 */
export const adminCalendarCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calendar, coupons } = app.shop;

  app.get(
    '/admin/calendar',
    {
      schema: {
        tags: TAGS,
        summary: 'Holidays from today on, and every product page’s printing days (admins only)',
        response: { 200: calendarSchema, ...errors },
      },
    },
    async (request) => calendar.view(await request.staffActor()),
  );

  app.post(
    '/admin/calendar/holidays',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a holiday: dispatch dates skip it at once, in every process (admins only)',
        body: holidayRequest,
        response: { 201: holidaySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await calendar.addHoliday(await request.staffActor(), request.body)),
  );

  app.put(
    '/admin/calendar/holidays/:date',
    {
      schema: {
        tags: TAGS,
        summary: 'Change a holiday’s date, name or type (admins only)',
        params: holidayParams,
        body: holidayRequest,
        response: { 200: holidaySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      calendar.changeHoliday(await request.staffActor(), request.params.date, request.body),
  );

  app.delete(
    '/admin/calendar/holidays/:date',
    {
      schema: {
        tags: TAGS,
        summary: 'Remove a holiday from today on (admins only)',
        params: holidayParams,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await calendar.removeHoliday(await request.staffActor(), request.params.date);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/admin/calendar/product-pages/:id/printing-days',
    {
      schema: {
        tags: TAGS,
        summary: 'Set a product page’s printing days (admins only)',
        params: productPageParams,
        body: printingDaysRequest,
        response: { 200: productPagePrintingSchema, ...errors },
      },
    },
    async (request) =>
      calendar.setPrintingDays(await request.staffActor(), request.params.id, request.body),
  );

  app.get(
    '/admin/coupons',
    {
      schema: {
        tags: TAGS,
        summary: 'Every coupon, newest first, with its uses and what it took off (admins only)',
        response: { 200: z.object({ coupons: z.array(couponViewSchema) }), ...errors },
      },
    },
    async (request) => ({ coupons: await coupons.list(await request.staffActor()) }),
  );

  app.post(
    '/admin/coupons',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a coupon (admins only)',
        body: couponCreateRequest,
        response: { 201: couponViewSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await coupons.create(await request.staffActor(), request.body)),
  );

  app.patch(
    '/admin/coupons/:code',
    {
      schema: {
        tags: TAGS,
        summary: 'Pause a coupon (checkout refuses it) or resume it (admins only)',
        params: couponParams,
        body: couponPauseRequest,
        response: { 200: couponViewSchema, ...errors },
      },
    },
    async (request) =>
      coupons.setPaused(await request.staffActor(), request.params.code, request.body.paused),
  );
};
