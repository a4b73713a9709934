import type { Holiday } from '@shop/domain/shipping-calendar';
import { text } from '@shop/domain/text';
import { z } from 'zod';
import { dayField, rowId } from '../common/contract';

// The shop's calendar as admins keep it (issue 35): holidays, and each product page's printing
// days. Dispatch dates everywhere follow a change at once (ADR 0051).

export const HOLIDAY_TYPES = ['federal', 'closure'] as const;

/** Printing days a product page may promise. */
export const PRINTING_DAYS = { min: 1, max: 30 } as const;

export const holidayRequest = z
  .object({
    date: dayField,
    name: text({ message: 'Please name the holiday.' })
      .trim()
      .min(2, 'Please name the holiday.')
      .max(60, 'A holiday’s name is at most 60 characters.'),
    type: z.enum(HOLIDAY_TYPES, { message: 'A holiday is a federal holiday or a shop closure.' }),
  })
  .strict();
export type HolidayRequest = z.infer<typeof holidayRequest>;

export const holidayParams = z.object({ date: dayField }).strict();

export const printingDaysRequest = z
  .object({
    printing_days: z
      .number({ message: 'Printing days are a whole number.' })
      .int('Printing days are a whole number.')
      .min(PRINTING_DAYS.min, `Printing days are ${PRINTING_DAYS.min} or more.`)
      .max(PRINTING_DAYS.max, `Printing days are ${PRINTING_DAYS.max} or fewer.`),
  })
  .strict();
export type PrintingDaysRequest = z.infer<typeof printingDaysRequest>;

export const productPageParams = z.object({ id: rowId }).strict();

export const holidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  type: z.enum(HOLIDAY_TYPES),
});

export const productPagePrintingSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The page in the storefront. */
  path: z.string(),
  printing_days: z.number(),
});
export type ProductPagePrinting = z.infer<typeof productPagePrintingSchema>;

/** The calendar page: holidays from today on, and every product page's printing days. */
export const calendarSchema = z.object({
  today: z.string(),
  holidays: z.array(holidaySchema),
  pages: z.array(productPagePrintingSchema),
});
export type CalendarView = z.infer<typeof calendarSchema> & { holidays: Holiday[] };

export const CALENDAR_MESSAGES = {
  past: 'That day has passed: a holiday in the past moves no dispatch date.',
  passed: 'That holiday has passed: it stays as it was, with the dates it moved.',
  taken: (date: string) => `${date} is already a holiday: change that one instead.`,
  missing: (date: string) => `There is no holiday on ${date}.`,
  noPage: 'There is no such product page.',
} as const;
