const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The API's amounts ("1234.56") as "$1,234.56"; anything that is not an amount as it is. */
export function formatUsd(amount: string | number): string {
  const value = Number(amount);
  return String(amount).trim() !== '' && Number.isFinite(value)
    ? usd.format(value)
    : String(amount);
}

/** A calendar date ("2026-12-04") as "Fri, Dec 4", the same in every time zone. */
export function formatShortDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
