import type { QuotationRow } from '@shop/db/repositories/quotes';
import { describe, expect, it } from 'vitest';
import { quotationSchema } from './contract';
import { defaultBillTo, quotationItems, quotationView, referenceNumber } from './service';

describe('referenceNumber', () => {
  it("is dated in the shop's time zone and ends in six random hex digits", () => {
    // 03:00 UTC on the 22nd is still the 21st in Los Angeles.
    const now = new Date('2026-11-22T03:00:00Z');
    expect(referenceNumber('Q', now, 'America/Los_Angeles')).toMatch(/^Q-20261121-[0-9A-F]{6}$/);
    expect(referenceNumber('QR', now, 'Europe/Paris')).toMatch(/^QR-20261122-[0-9A-F]{6}$/);
  });

  it('differs from one call to the next', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const numbers = new Set(
      Array.from({ length: 20 }, () => referenceNumber('Q', now, 'America/Los_Angeles')),
    );
    expect(numbers.size).toBeGreaterThan(1);
  });
});

describe('quotationView', () => {
  const row: QuotationRow = {
    id: 7,
    quotationNo: 'Q-20261121-7F3A9C',
    sessionId: 'session',
    customerId: null,
    guestId: null,
    issueDate: '2026-11-21',
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    address: '1 Main St',
    items: [
      { details: 'Vinyl Stickers, 2" x 2"', quantity: 50, priceCents: 3513 },
      { details: 'Vinyl Stickers, 2" x 2"', quantity: 50, priceCents: 3513 },
    ],
    subTotalCents: 7026,
    shippingFeeCents: 0,
    pointDiscountCents: 0,
    couponDiscountCents: 150,
    promoDiscountCents: 0,
    totalCents: 6876,
    lettering: null,
    configuration: null,
    contentsKey: null,
    quoteRequestId: null,
    writtenBy: null,
    note: '',
    linkDigest: null,
    createdAt: new Date('2026-11-21T12:00:00Z'),
  };

  it('answers amounts in dollars with two decimals and keeps one entry per kind', () => {
    const view = quotationView(row);
    expect(quotationSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 7,
      quotation_no: 'Q-20261121-7F3A9C',
      issue_date: '2026-11-21',
      quotations: [
        { details: 'Vinyl Stickers, 2" x 2"', quantity: 50, price: '35.13' },
        { details: 'Vinyl Stickers, 2" x 2"', quantity: 50, price: '35.13' },
      ],
      sub_total: '70.26',
      shipping_fee: '0.00',
      coupon_discount: '1.50',
      total_price: '68.76',
      lettering: null,
    });
    expect(view).not.toHaveProperty('sessionId');
  });
});

describe('defaultBillTo', () => {
  const customer = { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines' };
  const guest = { firstName: 'Grace', lastName: 'Hopper' };

  it("starts from the customer's default address", () => {
    const address = {
      name: 'Accounts',
      company: 'AE Ltd',
      address1: '1 Main St',
      address2: 'Floor 2',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
    };
    expect(defaultBillTo({ address, customer, guest: null })).toEqual({
      name: 'Accounts',
      company: 'AE Ltd',
      address: '1 Main St\nFloor 2\nBoston, MA 02108',
    });
  });

  it("falls back to the customer's name and company, then the guest's name", () => {
    expect(defaultBillTo({ address: null, customer, guest: null })).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      address: '',
    });
    expect(defaultBillTo({ address: null, customer: null, guest })).toEqual({
      name: 'Grace Hopper',
      company: '',
      address: '',
    });
  });

  it('is empty for an unknown visitor', () => {
    expect(defaultBillTo({ address: null, customer: null, guest: null })).toEqual({
      name: '',
      company: '',
      address: '',
    });
  });
});

describe('quotationItems', () => {
  it('lists the line once per kind, each saying which set it is', () => {
    const line = {
      productName: 'Vinyl Stickers',
      details: ['Quantity: 50', 'Sets: 3', '2" x 2"', 'Die cut'],
      quantity: 50,
      kinds: 3,
      unitPriceCents: 3513,
    };
    expect(quotationItems(line)).toEqual(
      [1, 2, 3].map((set) => ({
        details: `Vinyl Stickers, Quantity: 50, Set ${set} of 3, 2" x 2", Die cut`,
        quantity: 50,
        priceCents: 3513,
      })),
    );
  });
});
