import { allForYear } from '@18f/us-federal-holidays';

/**
 * US federal holidays (observed dates, from a maintained list) for the given years, plus the days
 * the shop itself closes. Production and dispatch skip all of them.
 */
export function demoHolidays(years: number[]) {
  return years.flatMap((year) => {
    const federal = allForYear(year).map((holiday) => ({
      date: holiday.dateString,
      name: holiday.name,
      type: 'federal' as const,
    }));
    const thanksgiving = federal.find((holiday) => holiday.name.includes('Thanksgiving'));
    const closures = [
      { date: `${year}-12-24`, name: 'Christmas Eve (shop closed)', type: 'closure' as const },
      { date: `${year}-12-31`, name: "New Year's Eve (shop closed)", type: 'closure' as const },
    ];
    if (thanksgiving) {
      closures.push({
        date: dayAfter(thanksgiving.date),
        name: 'Day after Thanksgiving (shop closed)',
        type: 'closure',
      });
    }
    // A closure that falls on an observed federal holiday is already a day off.
    const taken = new Set(federal.map((holiday) => holiday.date));
    return [...federal, ...closures.filter((closure) => !taken.has(closure.date))];
  });
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
