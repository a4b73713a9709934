import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../test/test-catalog';
import type { Catalog } from '../catalog-model';
import { quotedLinePrice } from './checkout-lines';
import { handQuotedCartLines } from './quoted-lines';

// Issue 34: a quotation staff write is ordered by its own lines, never priced by the catalog.

const catalog: Catalog = {
  ...testCatalog(),
  shippingMethods: [
    {
      id: 1,
      method: 'Standard',
      printingDaysDelta: 0,
      shippingDays: 5,
      costCents: 995,
      shippingGroup: 'Ground',
    },
    {
      id: 2,
      method: 'Express',
      printingDaysDelta: -1,
      shippingDays: 2,
      costCents: 2495,
      shippingGroup: 'Air',
    },
  ],
  holidays: [{ date: '2026-12-25', name: 'Christmas Day', type: 'federal' }],
};

const quotation = {
  quotationNo: 'Q-20261221-ABC123',
  items: [
    {
      details: 'Die cut stickers\n\nGold foil',
      quantity: 5000,
      priceCents: 90_000,
      printingDays: 4,
    },
    { details: 'Proof by courier', quantity: 1, priceCents: 2_500, printingDays: 1 },
  ],
};
const specialProcessing = {
  quoteType: 'Special Processing',
  configuration: { featured_item_id: 3, product_id: 1, width: 4, height: 6 } as never,
};
// Monday morning in the shop's zone.
const placed = { at: new Date('2026-12-21T17:00:00Z'), timeZone: 'America/Los_Angeles' };

describe('handQuotedCartLines', () => {
  it('makes one set of each line at its price, named after the request, dispatched after its days', () => {
    const lines = handQuotedCartLines(catalog, quotation, specialProcessing, placed);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      featuredItemId: 3,
      productId: 1,
      productName: 'Standard Vinyl Stickers (Special Processing)',
      configuration: {
        quoted: {
          quotationNo: quotation.quotationNo,
          line: 0,
          title: 'Standard Vinyl Stickers (Special Processing)',
          size: { widthIn: 4, heightIn: 6 },
        },
      },
      details: ['Die cut stickers', 'Gold foil'],
      quantity: 5000,
      kinds: 1,
      unitPriceCents: 90_000,
      shippingMethodId: 1,
      quotationNo: quotation.quotationNo,
    });
    // Printing days count from the next business day: Tue 22 to Thu 24, Christmas and the
    // weekend skipped, the fourth is Monday the 28th.
    expect(lines[0]?.dispatchDate).toBe('2026-12-28');
    expect(lines[1]?.dispatchDate).toBe('2026-12-22');
    expect(lines[1]?.configuration).toMatchObject({ quoted: { line: 1 } });
  });

  it('names a line without a known product by its request, or "As quoted"', () => {
    const renewal = { quoteType: 'Renewal', configuration: { renewsQuotation: 'Q-1' } };
    expect(handQuotedCartLines(catalog, quotation, renewal, placed)[0]).toMatchObject({
      productName: 'As quoted',
      featuredItemId: 0,
      productId: 0,
      configuration: { quoted: { size: null } },
    });
    expect(handQuotedCartLines(catalog, quotation, null, placed)[0]?.productName).toBe('As quoted');
  });
});

describe('quotedLinePrice', () => {
  const configuration = { quoted: { quotationNo: 'Q-1', line: 1, title: 'As quoted', size: null } };
  const stored = { configuration, quantity: 1, kinds: 1 };
  const prices = {
    validUntil: '2027-01-20',
    items: [
      { quantity: 5000, priceCents: 90_000, printingDays: 4 },
      { quantity: 1, priceCents: 2_500, printingDays: 2 },
    ],
  };

  it('prices the line by its quotation while it is valid, the last day included', () => {
    expect(quotedLinePrice(stored, prices, '2027-01-20')).toEqual({
      ok: true,
      unitPriceCents: 2_500,
      pagePrintingDays: 2,
      productName: 'As quoted',
    });
  });

  it('refuses it once the quotation has expired, saying to ask for a renewal', () => {
    expect(quotedLinePrice(stored, prices, '2027-01-21')).toEqual({
      ok: false,
      reason: 'Quotation Q-1 expired on 2027-01-20: ask us to renew it from My account.',
    });
  });

  it('refuses a line its quotation does not have, or one not priced by hand', () => {
    const gone = { ...stored, configuration: { quoted: { ...configuration.quoted, line: 5 } } };
    expect(quotedLinePrice(gone, prices, '2027-01-01').ok).toBe(false);
    expect(quotedLinePrice(stored, undefined, '2027-01-01').ok).toBe(false);
    const printQuote = {
      validUntil: '2027-01-20',
      items: [
        { quantity: 1, priceCents: 1 },
        { quantity: 1, priceCents: 2 },
      ],
    };
    expect(quotedLinePrice(stored, printQuote, '2027-01-01')).toEqual({
      ok: false,
      reason: 'Quotation Q-1 no longer quotes this item.',
    });
  });

  it('refuses more sets, or another quantity, than the one set it quotes', () => {
    const refusal = {
      ok: false,
      reason: 'Quotation Q-1 quotes one set of 1: remove this item and order the quotation again.',
    };
    expect(quotedLinePrice({ ...stored, kinds: 2 }, prices, '2027-01-01')).toEqual(refusal);
    expect(quotedLinePrice({ ...stored, quantity: 50 }, prices, '2027-01-01')).toEqual(refusal);
  });
});
