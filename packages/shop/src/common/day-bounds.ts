import { TZDate } from '@date-fns/tz';

/**
 * A calendar day (YYYY-MM-DD, as the back-office's date filters send it) as the instants it
 * starts and ends at in `timeZone` (the shop's): the end is the next day's start.
 */
export function dayBounds(day: string, timeZone: string) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return {
    start: new Date(new TZDate(year, month - 1, date, timeZone).getTime()),
    end: new Date(new TZDate(year, month - 1, date + 1, timeZone).getTime()),
  };
}
