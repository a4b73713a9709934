import { describe, expect, it } from 'vitest';
import type { PricingResponse } from '../pricing-response';
import { submitAction, unpricedNotice, SUBMIT_LABELS } from './submit-action';

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
    expect(submitAction({ size: ok, pricing: priced, customQuantityMatch: null })).toEqual({
      kind: 'add-to-cart',
      label: 'ADD TO CART',
    });
  });

  it('asks for a quote for a special size, special processing or a quantity above the presets', () => {
    const action = (input: Partial<Parameters<typeof submitAction>[0]>) =>
      submitAction({ size: ok, pricing: priced, customQuantityMatch: null, ...input });
    expect(
      action({ size: { status: 'above-maximum', message: '※ It is a special size.', maxIn: 4 } }),
    ).toEqual({ kind: 'request-quote', label: 'REQUEST A QUOTE', quoteType: 'Special Size' });
    expect(
      action({ pricing: { ...priced, status: 'quote', quote_reason: 'special-processing' } }),
    ).toMatchObject({ quoteType: 'Special Processing' });
    expect(
      action({ pricing: { ...priced, status: 'quote', quote_reason: 'quantity-above-range' } }),
    ).toMatchObject({ quoteType: 'Special Quantity' });
    expect(action({ pricing: null, customQuantityMatch: false })).toMatchObject({
      kind: 'request-quote',
    });
    expect(action({ customQuantityMatch: -1 })).toMatchObject({ kind: 'add-to-cart' });
  });
});

describe('unpricedNotice', () => {
  it('speaks of a quote only when the button asks for one, in the button’s words', () => {
    const quote = submitAction({
      size: { status: 'above-maximum', message: '', maxIn: 4 },
      pricing: null,
      customQuantityMatch: null,
    });
    expect(unpricedNotice(quote)).toContain(SUBMIT_LABELS['request-quote']);
    const add = submitAction({
      size: { status: 'below-minimum', message: '', minIn: 1.5 },
      pricing: null,
      customQuantityMatch: null,
    });
    expect(unpricedNotice(add)).not.toMatch(/quote|on request/i);
  });
});
