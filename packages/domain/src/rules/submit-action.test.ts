import { describe, expect, it } from 'vitest';
import type { PricingResponse } from '../pricing-response';
import { quoteTypeFor, submitAction, unpricedNotice, SUBMIT_LABELS } from './submit-action';

const priced: PricingResponse = {
  status: 'priced',
  quote_reason: null,
  custom_quantity: 'none',
  kinds: 1,
  rows: [],
};
const ok = { status: 'ok' } as const;

describe('submitAction', () => {
  it('adds to the cart a priced configuration', () => {
    expect(
      submitAction({
        size: ok,
        cutsAboveMaximum: false,
        pricing: priced,
        customQuantityMatch: null,
      }),
    ).toEqual({
      kind: 'add-to-cart',
      label: 'ADD TO CART',
    });
  });

  it('asks for a quote for a special size, special processing or a quantity above the presets', () => {
    const action = (input: Partial<Parameters<typeof submitAction>[0]>) =>
      submitAction({
        size: ok,
        cutsAboveMaximum: false,
        pricing: priced,
        customQuantityMatch: null,
        ...input,
      });
    expect(
      action({ size: { status: 'above-maximum', message: '※ It is a special size.', maxIn: 4 } }),
    ).toEqual({
      kind: 'request-quote',
      label: 'REQUEST A QUOTE',
      quoteType: 'Special Size',
      form: 'quote',
    });
    // A special-processing cutting is asked for in the Special Processing form (issue 16).
    expect(
      action({ pricing: { ...priced, status: 'quote', quote_reason: 'special-processing' } }),
    ).toMatchObject({ quoteType: 'Special Processing', form: 'special-processing' });
    expect(
      action({ pricing: { ...priced, status: 'quote', quote_reason: 'quantity-above-range' } }),
    ).toMatchObject({ quoteType: 'Special Quantity' });
    expect(action({ pricing: null, customQuantityMatch: false })).toMatchObject({
      kind: 'request-quote',
    });
    expect(action({ customQuantityMatch: -1 })).toMatchObject({ kind: 'add-to-cart' });
  });

  it('asks for a quote, as Special Processing, for more than 30 cuts per shape', () => {
    const action = (input: Partial<Parameters<typeof submitAction>[0]>) =>
      submitAction({
        size: ok,
        cutsAboveMaximum: false,
        pricing: priced,
        customQuantityMatch: null,
        ...input,
      });
    // Filed as Special Processing, but asked in the QUOTE dialog: the Special Processing form
    // refuses more than 30 cuts (spec 001 §5).
    const quote = {
      kind: 'request-quote',
      label: 'REQUEST A QUOTE',
      quoteType: 'Special Processing',
      form: 'quote',
    };
    // The page's own count decides at once, before any price arrives...
    expect(action({ cutsAboveMaximum: true, pricing: null })).toEqual(quote);
    // ...and the server's answer says the same.
    expect(
      action({ pricing: { ...priced, status: 'quote', quote_reason: 'cuts-above-maximum' } }),
    ).toEqual(quote);
    expect(action({ cutsAboveMaximum: false })).toMatchObject({ kind: 'add-to-cart' });
    // A special size with many cuts is first a special size.
    expect(
      action({
        cutsAboveMaximum: true,
        size: { status: 'above-maximum', message: '※ It is a special size.', maxIn: 4 },
      }),
    ).toMatchObject({ quoteType: 'Special Size' });
  });
});

describe('quoteTypeFor', () => {
  const none = {
    sizeAboveMaximum: false,
    specialProcessingCutting: false,
    cutsAboveMaximum: false,
    quantityAboveRange: false,
  };

  it('is null when nothing asks for a quote, and names the one fact that does', () => {
    expect(quoteTypeFor(none)).toBeNull();
    expect(quoteTypeFor({ ...none, sizeAboveMaximum: true })).toBe('Special Size');
    expect(quoteTypeFor({ ...none, specialProcessingCutting: true })).toBe('Special Processing');
    expect(quoteTypeFor({ ...none, cutsAboveMaximum: true })).toBe('Special Processing');
    expect(quoteTypeFor({ ...none, quantityAboveRange: true })).toBe('Special Quantity');
  });

  it('puts a special size first, then the cutting work, then the quantity', () => {
    const all = {
      sizeAboveMaximum: true,
      specialProcessingCutting: true,
      cutsAboveMaximum: true,
      quantityAboveRange: true,
    };
    expect(quoteTypeFor(all)).toBe('Special Size');
    expect(quoteTypeFor({ ...all, sizeAboveMaximum: false })).toBe('Special Processing');
    expect(quoteTypeFor({ ...none, cutsAboveMaximum: true, quantityAboveRange: true })).toBe(
      'Special Processing',
    );
  });

  it('is what the button asks for when the server finds a special size the page did not', () => {
    expect(
      submitAction({
        size: ok,
        cutsAboveMaximum: false,
        pricing: { ...priced, status: 'quote', quote_reason: 'size-above-maximum' },
        customQuantityMatch: null,
      }),
    ).toMatchObject({ quoteType: 'Special Size' });
  });
});

describe('unpricedNotice', () => {
  it('speaks of a quote only when the button asks for one, in the button’s words', () => {
    const quote = submitAction({
      size: { status: 'above-maximum', message: '', maxIn: 4 },
      cutsAboveMaximum: false,
      pricing: null,
      customQuantityMatch: null,
    });
    expect(unpricedNotice(quote)).toContain(SUBMIT_LABELS['request-quote']);
    const add = submitAction({
      size: { status: 'below-minimum', message: '', minIn: 1.5 },
      cutsAboveMaximum: false,
      pricing: null,
      customQuantityMatch: null,
    });
    expect(unpricedNotice(add)).not.toMatch(/quote|on request/i);
    // The PRICE tab has no button: its line points at the special-size link.
    expect(unpricedNotice(quote, 'price-tab')).toBe(
      'This size is priced on request: ask for a quotation above and we will reply with a price.',
    );
    expect(unpricedNotice(add, 'price-tab')).toBe(unpricedNotice(add));
  });
});
