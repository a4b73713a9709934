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
});
