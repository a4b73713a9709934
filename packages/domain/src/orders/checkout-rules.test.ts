import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../catalog-model';
import type { UsState } from '../addresses';
import type { Holiday, OrderMoment } from '../shipping-calendar';
import {
  checkoutTotals,
  deliveryOptions,
  methodPrintingDays,
  parseSalesTaxRates,
  salesTax,
  taxRateLabel,
  type DeliveryOption,
  type SalesTaxRates,
} from './checkout-rules';

const NY = 'America/New_York';

// The demo shipping methods (seed data), in their catalog order.
const STANDARD: ShippingMethod = {
  id: 1,
  method: 'Standard Shipping',
  printingDaysDelta: 0,
  shippingDays: 3,
  costCents: 795,
  shippingGroup: 'standard',
};
const EXPRESS: ShippingMethod = {
  id: 2,
  method: 'Express Shipping',
  printingDaysDelta: -2,
  shippingDays: 2,
  costCents: 2495,
  shippingGroup: 'express',
};
const METHODS = [STANDARD, EXPRESS];

const HOLIDAYS: Holiday[] = [
  { date: '2026-01-01', name: "New Year's Day", type: 'federal' },
  { date: '2026-05-25', name: 'Memorial Day', type: 'federal' },
  { date: '2026-06-19', name: 'Juneteenth', type: 'federal' },
  { date: '2026-07-03', name: 'Independence Day (observed)', type: 'federal' },
  { date: '2026-09-07', name: 'Labor Day', type: 'federal' },
  { date: '2026-11-26', name: 'Thanksgiving Day', type: 'federal' },
  { date: '2026-11-27', name: 'Day after Thanksgiving', type: 'closure' },
  { date: '2026-12-25', name: 'Christmas Day', type: 'federal' },
  { date: '2027-01-01', name: "New Year's Day", type: 'federal' },
];

/** An instant written in UTC with the New York offset worked out by hand in the comment. */
const inNewYork = (iso: string): OrderMoment => ({ at: new Date(iso), timeZone: NY });

// The slowest line has 7 printing days: Standard prints in 7, Express (-2) in 5.
const LINES = [{ printingDays: 3 }, { printingDays: 7 }];
const NOT_FREE = 5_000;

type Dates = Pick<DeliveryOption, 'dispatchDate' | 'deliveryFrom' | 'deliveryTo'>;
const dates = (dispatchDate: string, deliveryFrom: string, deliveryTo: string): Dates => ({
  dispatchDate,
  deliveryFrom,
  deliveryTo,
});

/** The two options as the demo methods give them, with their dates written out. */
const options = (standard: Dates, express: Dates, subTotal = NOT_FREE): DeliveryOption[] => {
  const freeStandard = subTotal >= 10_000;
  return [
    {
      methodId: 1,
      method: 'Standard Shipping',
      group: 'standard',
      printingDays: 7,
      costCents: freeStandard ? 0 : 795,
      free: freeStandard,
      ...standard,
    },
    {
      methodId: 2,
      method: 'Express Shipping',
      group: 'express',
      printingDays: 5,
      costCents: 2495,
      free: false,
      ...express,
    },
  ];
};

const optionsAt = (placed: OrderMoment, lines = LINES, subTotal = NOT_FREE) =>
  deliveryOptions(lines, METHODS, subTotal, placed, HOLIDAYS);

describe('deliveryOptions: dates', () => {
  it('counts a weekday morning order from that day', () => {
    // Tuesday 14 April 2026, 09:00 EDT (UTC-4).
    expect(optionsAt(inNewYork('2026-04-14T13:00:00Z'))).toEqual(
      options(
        // 7 business days: Apr 15, 16, 17, 20, 21, 22, 23; delivery 1 to 3 business days later.
        dates('2026-04-23', '2026-04-24', '2026-04-28'),
        // 5 business days: Apr 15, 16, 17, 20, 21; delivery 1 to 2 business days later.
        dates('2026-04-21', '2026-04-22', '2026-04-23'),
      ),
    );
  });

  it('gives a calendar day the dates of an order at its opening', () => {
    expect(optionsAt({ day: '2026-04-14' })).toEqual(optionsAt(inNewYork('2026-04-14T13:00:00Z')));
  });

  it('counts a Friday order before 18:00 from Friday', () => {
    // Friday 17 April 2026, 17:00 EDT.
    expect(optionsAt(inNewYork('2026-04-17T21:00:00Z'))).toEqual(
      options(
        dates('2026-04-28', '2026-04-29', '2026-05-01'),
        dates('2026-04-24', '2026-04-27', '2026-04-28'),
      ),
    );
  });

  it('counts a Friday order after 18:00 from Monday', () => {
    // Friday 17 April 2026, 19:00 EDT: processed Monday 20 April.
    expect(optionsAt(inNewYork('2026-04-17T23:00:00Z'))).toEqual(
      options(
        // Apr 21, 22, 23, 24, 27, 28, 29; delivery Apr 30, May 1, May 4.
        dates('2026-04-29', '2026-04-30', '2026-05-04'),
        // Apr 21, 22, 23, 24, 27; delivery Apr 28, 29.
        dates('2026-04-27', '2026-04-28', '2026-04-29'),
      ),
    );
  });

  it('treats a Saturday or Sunday order as a Friday-evening one', () => {
    const fridayEvening = options(
      dates('2026-04-29', '2026-04-30', '2026-05-04'),
      dates('2026-04-27', '2026-04-28', '2026-04-29'),
    );
    // Saturday 18 April 2026, 10:00 EDT.
    expect(optionsAt(inNewYork('2026-04-18T14:00:00Z'))).toEqual(fridayEvening);
    // Sunday 19 April 2026, 20:00 EDT (already Monday in UTC).
    expect(optionsAt(inNewYork('2026-04-20T00:00:00Z'))).toEqual(fridayEvening);
    expect(optionsAt({ day: '2026-04-18' })).toEqual(fridayEvening);
  });

  it('skips Thanksgiving and the closure after it', () => {
    // Wednesday 25 November 2026, 10:00 EST (UTC-5); Thu 26 and Fri 27 are closed.
    expect(optionsAt(inNewYork('2026-11-25T15:00:00Z'))).toEqual(
      options(
        // Nov 30, Dec 1, 2, 3, 4, 7, 8; delivery Dec 9, 10, 11.
        dates('2026-12-08', '2026-12-09', '2026-12-11'),
        // Nov 30, Dec 1, 2, 3, 4; delivery Dec 7, 8.
        dates('2026-12-04', '2026-12-07', '2026-12-08'),
      ),
    );
  });

  it('counts an order placed on a holiday from the next business day', () => {
    // Thanksgiving, Thursday 26 November 2026, 10:00 EST: processed Monday 30 November.
    expect(optionsAt(inNewYork('2026-11-26T15:00:00Z'))).toEqual(
      options(
        // Dec 1, 2, 3, 4, 7, 8, 9; delivery Dec 10, 11, 14.
        dates('2026-12-09', '2026-12-10', '2026-12-14'),
        // Dec 1, 2, 3, 4, 7; delivery Dec 8, 9.
        dates('2026-12-07', '2026-12-08', '2026-12-09'),
      ),
    );
  });

  it('skips a holiday inside the delivery window', () => {
    // Monday 14 December 2026, 10:00 EST; Christmas is Friday 25 December.
    expect(optionsAt(inNewYork('2026-12-14T15:00:00Z'))).toEqual(
      options(
        // Dec 15, 16, 17, 18, 21, 22, 23; delivery Dec 24, 28, 29.
        dates('2026-12-23', '2026-12-24', '2026-12-29'),
        // Dec 15, 16, 17, 18, 21; delivery Dec 22, 23.
        dates('2026-12-21', '2026-12-22', '2026-12-23'),
      ),
    );
  });

  describe('across the start of daylight saving time (Sunday 8 March 2026)', () => {
    it('counts a Friday 17:59 EST order from Friday', () => {
      // Friday 6 March 2026, 17:59 EST (UTC-5).
      expect(optionsAt(inNewYork('2026-03-06T22:59:00Z'))).toEqual(
        options(
          // Mar 9, 10, 11, 12, 13, 16, 17; delivery Mar 18, 19, 20.
          dates('2026-03-17', '2026-03-18', '2026-03-20'),
          // Mar 9, 10, 11, 12, 13; delivery Mar 16, 17.
          dates('2026-03-13', '2026-03-16', '2026-03-17'),
        ),
      );
    });

    it('counts a Friday 18:01 EST order from Monday', () => {
      // Friday 6 March 2026, 18:01 EST (UTC-5).
      expect(optionsAt(inNewYork('2026-03-06T23:01:00Z'))).toEqual(
        options(
          // Mar 10, 11, 12, 13, 16, 17, 18; delivery Mar 19, 20, 23.
          dates('2026-03-18', '2026-03-19', '2026-03-23'),
          // Mar 10, 11, 12, 13, 16; delivery Mar 17, 18.
          dates('2026-03-16', '2026-03-17', '2026-03-18'),
        ),
      );
    });

    it('reads the Monday after in EDT', () => {
      // Monday 9 March 2026, 17:59 EDT (UTC-4): that day, as the Friday 18:01 order.
      expect(optionsAt(inNewYork('2026-03-09T21:59:00Z'))).toEqual(
        optionsAt(inNewYork('2026-03-06T23:01:00Z')),
      );
      // Monday 9 March 2026, 18:30 EDT (it would be 17:30 in EST): processed Tuesday 10 March.
      expect(optionsAt(inNewYork('2026-03-09T22:30:00Z'))).toEqual(
        options(
          // Mar 11, 12, 13, 16, 17, 18, 19; delivery Mar 20, 23, 24.
          dates('2026-03-19', '2026-03-20', '2026-03-24'),
          // Mar 11, 12, 13, 16, 17; delivery Mar 18, 19.
          dates('2026-03-17', '2026-03-18', '2026-03-19'),
        ),
      );
    });
  });

  describe('across the end of daylight saving time (Sunday 1 November 2026)', () => {
    const fromFriday = options(
      // Nov 2, 3, 4, 5, 6, 9, 10; delivery Nov 11, 12, 13.
      dates('2026-11-10', '2026-11-11', '2026-11-13'),
      // Nov 2, 3, 4, 5, 6; delivery Nov 9, 10.
      dates('2026-11-06', '2026-11-09', '2026-11-10'),
    );
    const fromMonday = options(
      // Nov 3, 4, 5, 6, 9, 10, 11; delivery Nov 12, 13, 16.
      dates('2026-11-11', '2026-11-12', '2026-11-16'),
      // Nov 3, 4, 5, 6, 9; delivery Nov 10, 11.
      dates('2026-11-09', '2026-11-10', '2026-11-11'),
    );
    const fromTuesday = options(
      // Nov 4, 5, 6, 9, 10, 11, 12; delivery Nov 13, 16, 17.
      dates('2026-11-12', '2026-11-13', '2026-11-17'),
      // Nov 4, 5, 6, 9, 10; delivery Nov 11, 12.
      dates('2026-11-10', '2026-11-11', '2026-11-12'),
    );

    it('reads the Friday before in EDT', () => {
      // Friday 30 October 2026, 17:30 EDT (UTC-4).
      expect(optionsAt(inNewYork('2026-10-30T21:30:00Z'))).toEqual(fromFriday);
      // Friday 30 October 2026, 18:30 EDT (it would be 17:30 in EST): processed Monday.
      expect(optionsAt(inNewYork('2026-10-30T22:30:00Z'))).toEqual(fromMonday);
    });

    it('counts the change-over Sunday from Monday', () => {
      // Sunday 1 November 2026, 01:30 EDT and 01:30 EST (the hour that happens twice).
      expect(optionsAt(inNewYork('2026-11-01T05:30:00Z'))).toEqual(fromMonday);
      expect(optionsAt(inNewYork('2026-11-01T06:30:00Z'))).toEqual(fromMonday);
    });

    it('reads the Monday after in EST', () => {
      // Monday 2 November 2026, 17:30 EST (UTC-5; it would be 18:30 in EDT): that day.
      expect(optionsAt(inNewYork('2026-11-02T22:30:00Z'))).toEqual(fromMonday);
      // Monday 2 November 2026, 18:00 EST, the cut-off itself: processed Tuesday.
      expect(optionsAt(inNewYork('2026-11-02T23:00:00Z'))).toEqual(fromTuesday);
    });
  });
});

describe('deliveryOptions: printing days and cost', () => {
  const tuesdayMorning = inNewYork('2026-04-14T13:00:00Z');

  it('lets the slowest line decide, whatever the order of the lines', () => {
    const slowest = optionsAt(tuesdayMorning, [{ printingDays: 7 }]);
    expect(optionsAt(tuesdayMorning, [{ printingDays: 3 }, { printingDays: 7 }])).toEqual(slowest);
    expect(optionsAt(tuesdayMorning, [{ printingDays: 7 }, { printingDays: 3 }])).toEqual(slowest);
    expect(slowest.map((option) => option.printingDays)).toEqual([7, 5]);
  });

  it('never prints in under a day', () => {
    for (const printingDays of [0, 1, 2, 3]) {
      const [standard, express] = optionsAt(tuesdayMorning, [{ printingDays }]);
      expect(standard?.printingDays).toBe([1, 1, 2, 3][printingDays]);
      expect(express?.printingDays).toBe([1, 1, 1, 1][printingDays]);
    }
    expect(optionsAt(tuesdayMorning, [{ printingDays: 1 }])).toEqual([
      {
        methodId: 1,
        method: 'Standard Shipping',
        group: 'standard',
        printingDays: 1,
        costCents: 795,
        free: false,
        // Apr 15; delivery Apr 16, 17, 20.
        ...dates('2026-04-15', '2026-04-16', '2026-04-20'),
      },
      {
        methodId: 2,
        method: 'Express Shipping',
        group: 'express',
        printingDays: 1,
        costCents: 2495,
        free: false,
        // Apr 15; delivery Apr 16, 17.
        ...dates('2026-04-15', '2026-04-16', '2026-04-17'),
      },
    ]);
    expect(methodPrintingDays(2, EXPRESS)).toBe(1);
    expect(methodPrintingDays(1, EXPRESS)).toBe(1);
    expect(methodPrintingDays(4, EXPRESS)).toBe(2);
    expect(methodPrintingDays(0, STANDARD)).toBe(1);
  });

  it('ships Standard free from exactly $100, never Express', () => {
    const costs = (subTotal: number) =>
      optionsAt(tuesdayMorning, LINES, subTotal).map(({ method, costCents, free }) => ({
        method,
        costCents,
        free,
      }));
    expect(costs(9_999)).toEqual([
      { method: 'Standard Shipping', costCents: 795, free: false },
      { method: 'Express Shipping', costCents: 2495, free: false },
    ]);
    expect(costs(10_000)).toEqual([
      { method: 'Standard Shipping', costCents: 0, free: true },
      { method: 'Express Shipping', costCents: 2495, free: false },
    ]);
    expect(costs(1_000_000)).toEqual([
      { method: 'Standard Shipping', costCents: 0, free: true },
      { method: 'Express Shipping', costCents: 2495, free: false },
    ]);
    expect(costs(0)).toEqual([
      { method: 'Standard Shipping', costCents: 795, free: false },
      { method: 'Express Shipping', costCents: 2495, free: false },
    ]);
  });

  it('keeps the dates of a free Standard option', () => {
    expect(optionsAt(tuesdayMorning, LINES, 10_000)).toEqual(
      options(
        dates('2026-04-23', '2026-04-24', '2026-04-28'),
        dates('2026-04-21', '2026-04-22', '2026-04-23'),
        10_000,
      ),
    );
  });

  it('offers nothing for an order without lines', () => {
    expect(deliveryOptions([], METHODS, 20_000, tuesdayMorning, HOLIDAYS)).toEqual([]);
  });
});

describe('parseSalesTaxRates', () => {
  it('reads rates in thousandths of a percent', () => {
    const rates = parseSalesTaxRates('NY:8.875, CA:7.25');
    expect([...rates]).toEqual([
      ['NY', 8875],
      ['CA', 7250],
    ]);
    expect(rates.get('NY')).toBe(8875);
    expect(rates.get('CA')).toBe(7250);
  });

  it('reads whole percents, the 30 % limit, and nothing', () => {
    expect([...parseSalesTaxRates('TX:6,WA:30,OR:0')]).toEqual([
      ['TX', 6000],
      ['WA', 30000],
      ['OR', 0],
    ]);
    expect(parseSalesTaxRates('').size).toBe(0);
    expect(parseSalesTaxRates(' , ').size).toBe(0);
  });

  it.each(['XX:5', 'NY', 'NY:abc', 'NY:31', 'NY:30.001', 'ny:5', 'NY:8.8751', 'NY:-1', 'NY:100'])(
    'refuses %j',
    (text) => {
      expect(() => parseSalesTaxRates(text)).toThrow(RangeError);
    },
  );

  it('names the part it refuses', () => {
    expect(() => parseSalesTaxRates('NY:8.875,XX:5')).toThrow(
      '"XX:5" is not STATE:PERCENT, such as NY:8.875',
    );
    expect(() => parseSalesTaxRates('NY:31')).toThrow('"NY:31": a rate above 30 % is a mistake');
  });

  it('labels a rate as people write it', () => {
    expect(taxRateLabel(8875)).toBe('8.875%');
    expect(taxRateLabel(7250)).toBe('7.25%');
    expect(taxRateLabel(0)).toBe('0%');
  });
});

describe('salesTax', () => {
  const RATES = parseSalesTaxRates('NY:8.875,CA:7.25,TX:6.25');

  it.each([
    [10_000, 'NY', 8875, 888], // 887.5 -> 888
    [1, 'CA', 7250, 0], // 0.0725 -> 0
    [7, 'CA', 7250, 1], // 0.5075 -> 1
    [6, 'CA', 7250, 0], // 0.435 -> 0
    [8, 'TX', 6250, 1], // exactly 0.5 -> 1
    [24, 'TX', 6250, 2], // exactly 1.5 -> 2
    [5_795, 'NY', 8875, 514], // 514.30625
    [0, 'NY', 8875, 0],
  ] as const)('%i cents in %s (rate %i) owe %i cents', (taxable, state, rate, tax) => {
    expect(salesTax(taxable, state, RATES)).toEqual({ rate, taxCents: tax });
  });

  it('charges nothing where the shop does not collect', () => {
    expect(salesTax(10_000, null, RATES)).toEqual({ rate: 0, taxCents: 0 });
    expect(salesTax(10_000, 'ZZ', RATES)).toEqual({ rate: 0, taxCents: 0 });
    expect(salesTax(10_000, 'ny', RATES)).toEqual({ rate: 0, taxCents: 0 });
    expect(salesTax(10_000, 'OR', RATES)).toEqual({ rate: 0, taxCents: 0 });
    expect(salesTax(10_000, 'NY', new Map())).toEqual({ rate: 0, taxCents: 0 });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d cents', (taxable) => {
    expect(() => salesTax(taxable, 'NY', RATES)).toThrow(RangeError);
  });

  it('grows with the amount, and never rounds up by more than half a cent', () => {
    const state = fc.constantFrom<UsState>('NY', 'CA', 'TX');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30_000 }),
        state,
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (rate, code, a, b) => {
          const rates: SalesTaxRates = new Map([[code, rate]]);
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lowTax = salesTax(low, code, rates);
          const highTax = salesTax(high, code, rates);
          expect(lowTax.rate).toBe(rate);
          expect(lowTax.taxCents).toBeLessThanOrEqual(highTax.taxCents);
          for (const [taxable, { taxCents }] of [
            [low, lowTax],
            [high, highTax],
          ] as const) {
            expect(Number.isSafeInteger(taxCents)).toBe(true);
            expect(taxCents).toBeLessThanOrEqual((taxable * rate) / 100_000 + 0.5);
            expect(taxCents).toBeGreaterThan((taxable * rate) / 100_000 - 0.5);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads back the rate it was written with', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (thousandths) => {
        const text = `NY:${thousandths / 1000}`;
        expect(parseSalesTaxRates(text).get('NY')).toBe(thousandths);
      }),
    );
  });
});

describe('checkoutTotals', () => {
  const RATES = parseSalesTaxRates('NY:8.875,CA:7.25');

  it('adds items, shipping and the tax on both', () => {
    // 5 795 taxable cents: 514.30625 in NY, 420.1375 in CA.
    expect(checkoutTotals(5_000, 0, { costCents: 795 }, 'NY', RATES)).toEqual({
      subTotalCents: 5_000,
      discountCents: 0,
      shippingCents: 795,
      taxCents: 514,
      taxRate: 8875,
      totalCents: 6_309,
    });
    expect(checkoutTotals(5_000, 0, { costCents: 795 }, 'CA', RATES)).toEqual({
      subTotalCents: 5_000,
      discountCents: 0,
      shippingCents: 795,
      taxCents: 420,
      taxRate: 7250,
      totalCents: 6_215,
    });
  });

  it('taxes a free shipping as nothing', () => {
    expect(checkoutTotals(10_000, 0, { costCents: 0 }, 'NY', RATES)).toEqual({
      subTotalCents: 10_000,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 888,
      taxRate: 8875,
      totalCents: 10_888,
    });
  });

  it('adds no tax where the shop does not collect', () => {
    expect(checkoutTotals(5_000, 0, { costCents: 2_495 }, 'TX', RATES)).toEqual({
      subTotalCents: 5_000,
      discountCents: 0,
      shippingCents: 2_495,
      taxCents: 0,
      taxRate: 0,
      totalCents: 7_495,
    });
    expect(checkoutTotals(5_000, 0, { costCents: 2_495 }, null, RATES).totalCents).toBe(7_495);
  });

  it('takes a discount off the items before tax, never below zero', () => {
    // 5 000 - 500 + 795 = 5 295 taxable: 469.93 in NY.
    expect(checkoutTotals(5_000, 500, { costCents: 795 }, 'NY', RATES)).toEqual({
      subTotalCents: 5_000,
      discountCents: 500,
      shippingCents: 795,
      taxCents: 470,
      taxRate: 8875,
      totalCents: 5_765,
    });
    expect(checkoutTotals(300, 500, { costCents: 795 }, 'TX', RATES)).toMatchObject({
      discountCents: 300,
      totalCents: 795,
    });
  });
});
