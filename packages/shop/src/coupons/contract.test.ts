import { describe, expect, it } from 'vitest';
import { couponCreateRequest } from './contract';

const fields = (body: Record<string, unknown>) => {
  const parsed = couponCreateRequest.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('a new coupon as the back-office sends it', () => {
  it('normalizes the code and treats empty fields as left out', () => {
    expect(
      couponCreateRequest.parse({
        code: ' spring-5 ',
        kind: 'fixed',
        percent: '',
        amount: '5',
        valid_from: '',
        valid_to: '',
      }),
    ).toEqual({
      code: 'SPRING-5',
      kind: 'fixed',
      amount: '5',
      min_subtotal: '0',
      usage_limit: null,
      once_per_customer: false,
    });
  });

  it('needs the figure of its kind, and its last day on or after its first', () => {
    expect(fields({ code: 'ABC', kind: 'percent', amount: '5' })).toEqual(['percent']);
    expect(fields({ code: 'ABC', kind: 'fixed', percent: '5' })).toEqual(['amount']);
    expect(
      fields({
        code: 'ABC',
        kind: 'fixed',
        amount: '5',
        valid_from: '2027-01-02',
        valid_to: '2027-01-01',
      }),
    ).toEqual(['valid_to']);
    expect(
      fields({
        code: 'ABC',
        kind: 'fixed',
        amount: '5',
        valid_from: '2027-01-01',
        valid_to: '2027-01-01',
      }),
    ).toEqual([]);
  });

  it('refuses days that do not exist, percents over 100 and codes with other characters', () => {
    expect(fields({ code: 'ABC', kind: 'fixed', amount: '5', valid_to: '2027-02-29' })).toEqual([
      'valid_to',
    ]);
    expect(fields({ code: 'ABC', kind: 'fixed', amount: '5', valid_to: '2028-02-29' })).toEqual([]);
    expect(fields({ code: 'ABC', kind: 'percent', percent: '100.01' })).toEqual(['percent']);
    expect(fields({ code: 'A B', kind: 'percent', percent: '10' })).toEqual(['code']);
    expect(fields({ code: 'AB', kind: 'percent', percent: '10', extra: 1 })).toEqual(['code', '']);
  });
});
