import { describe, expect, it } from 'vitest';
import { formatShortDay, formatUsd } from './format';

describe('formatUsd', () => {
  it.each([
    ['1234.56', '$1,234.56'],
    [35.1, '$35.10'],
    ['0.00', '$0.00'],
    ['', ''],
    ['n/a', 'n/a'],
  ])('%j → %j', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});

describe('formatShortDay', () => {
  it('names the calendar day whatever the time zone', () => {
    expect(formatShortDay('2026-12-04')).toBe('Fri, Dec 4');
  });

  it('writes every day of two years as en-US Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatShortDay(date)).toBe(intl.format(new Date(`${date}T12:00:00Z`)));
    }
  });
});
