import { describe, expect, it } from 'vitest';
import { quotationValidUntil } from './quotation-rules';

describe('quotationValidUntil', () => {
  it('is thirty days after the issue date', () => {
    expect(quotationValidUntil('2026-11-27')).toBe('2026-12-27');
  });

  it('crosses months, years and a leap day by calendar days', () => {
    expect(quotationValidUntil('2026-12-15')).toBe('2027-01-14');
    expect(quotationValidUntil('2028-02-10')).toBe('2028-03-11');
  });
});
