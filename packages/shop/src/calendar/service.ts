import type { CatalogCache } from '@shop/db/catalog-cache';
import type { CalendarRepository } from '@shop/db/repositories/calendar';
import { shopDate, type Holiday } from '@shop/domain/shipping-calendar';
import { productPagePath } from '@shop/domain/catalog-pages';
import type { Actor } from '@shop/domain/identity';
import { recordActivity } from '../common/activity';
import { requireRole } from '../permissions';
import { ShopProblem } from '../problem';
import type { Repositories, writePipeline } from '../writes';
import {
  CALENDAR_MESSAGES,
  type CalendarView,
  type HolidayRequest,
  type PrintingDaysRequest,
  type ProductPagePrinting,
} from './contract';

const pathOf = (page: { urlSlug: string; categorySlug: string }) =>
  productPagePath({ urlSlug: page.categorySlug }, page);

interface CalendarDeps {
  calendar: CalendarRepository;
  writes: ReturnType<typeof writePipeline>;
  catalog: CatalogCache;
  clock: () => Date;
  shopTimeZone: string;
}

/**
 * The calendar's operations (issue 35), admins only. Each change is one transaction with its
 * activity entry and the catalog's version bump, whose notice makes every process reload; this
 * one reloads before answering, so the admin's next page already shows the new dates.
 */
export function calendarService({ calendar, writes, catalog, clock, shopTimeZone }: CalendarDeps) {
  const today = () => shopDate(clock(), shopTimeZone);

  const refuseThePast = (date: string) => {
    if (date < today()) {
      throw new ShopProblem(400, 'VALIDATION_ERROR', CALENDAR_MESSAGES.past, [
        { field: 'date', message: CALENDAR_MESSAGES.past },
      ]);
    }
  };
  /** A holiday that has passed moved dates already promised: it stays. */
  const refuseAPastHoliday = (date: string) => {
    if (date < today()) throw new ShopProblem(409, 'HOLIDAY_PASSED', CALENDAR_MESSAGES.passed);
  };
  const taken = (date: string) =>
    new ShopProblem(409, 'HOLIDAY_TAKEN', CALENDAR_MESSAGES.taken(date), [
      { field: 'date', message: CALENDAR_MESSAGES.taken(date) },
    ]);
  const missing = (date: string) =>
    new ShopProblem(404, 'NOT_FOUND', CALENDAR_MESSAGES.missing(date));

  /** Runs a catalog write with its activity entry, then reloads this process's catalog. */
  const change = async <T>(work: (repos: Repositories) => Promise<T>): Promise<T> => {
    const result = await writes.transaction(async (repos) => {
      const value = await work(repos);
      await repos.calendar.catalogChanged();
      return value;
    });
    await catalog.refreshIfChanged();
    return result;
  };

  return {
    async view(actor: Actor): Promise<CalendarView> {
      requireRole(actor, 'admin');
      const from = today();
      const [holidays, pages] = await Promise.all([calendar.holidays(), calendar.printingDays()]);
      return {
        today: from,
        holidays: holidays.filter((holiday) => holiday.date >= from),
        pages: pages.map((page) => ({
          id: page.id,
          name: page.name,
          path: pathOf(page),
          printing_days: page.printingDays,
        })),
      };
    },

    async addHoliday(actor: Actor, holiday: HolidayRequest): Promise<Holiday> {
      requireRole(actor, 'admin');
      refuseThePast(holiday.date);
      return change(async (repos) => {
        if (!(await repos.calendar.addHoliday(holiday))) throw taken(holiday.date);
        await recordActivity(repos, actor, clock(), 'holiday.add', `holiday ${holiday.date}`, {
          ...holiday,
        });
        return holiday;
      });
    },

    async changeHoliday(actor: Actor, date: string, holiday: HolidayRequest): Promise<Holiday> {
      requireRole(actor, 'admin');
      refuseAPastHoliday(date);
      refuseThePast(holiday.date);
      return change(async (repos) => {
        const changed = await repos.calendar.changeHoliday(date, holiday);
        if (changed === 'missing') throw missing(date);
        if (changed === 'taken') throw taken(holiday.date);
        await recordActivity(repos, actor, clock(), 'holiday.change', `holiday ${date}`, {
          ...holiday,
        });
        return holiday;
      });
    },

    async removeHoliday(actor: Actor, date: string): Promise<void> {
      requireRole(actor, 'admin');
      refuseAPastHoliday(date);
      await change(async (repos) => {
        const removed = await repos.calendar.removeHoliday(date);
        if (!removed) throw missing(date);
        await recordActivity(repos, actor, clock(), 'holiday.remove', `holiday ${date}`, {
          name: removed.name,
        });
      });
    },

    async setPrintingDays(
      actor: Actor,
      pageId: number,
      { printing_days }: PrintingDaysRequest,
    ): Promise<ProductPagePrinting> {
      requireRole(actor, 'admin');
      return change(async (repos) => {
        const page = await repos.calendar.setPrintingDays(pageId, printing_days);
        if (!page) throw new ShopProblem(404, 'NOT_FOUND', CALENDAR_MESSAGES.noPage);
        await recordActivity(
          repos,
          actor,
          clock(),
          'printing-days.set',
          `product page ${page.name}`,
          { from: page.printingDays, to: printing_days },
        );
        return { id: pageId, name: page.name, path: pathOf(page), printing_days };
      });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
