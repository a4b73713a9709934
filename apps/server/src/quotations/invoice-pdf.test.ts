import { describe, expect, it } from 'vitest';
import type { OrderView } from '@shop/shop/orders/contract';
import { pdfPageSize, pdfText } from '../testing/pdf-text';
import { invoiceOf, renderInvoicePdf } from './invoice-pdf';

const STICKERS: OrderView['lines'][number] = {
  product_name: 'Standard Vinyl Stickers',
  details: ['Die cut', '2" x 2"', 'Glossy laminate'],
  quantity: 1000,
  kinds: 2,
  unit_price_cents: 6500,
  line_cents: 13000,
  printing_days: 4,
  dispatch_date: '2026-12-07',
  origin_path: '/stickers/standard-vinyl',
};

/** An order as its owner sees it: placed 2026-12-01 01:30 UTC, Nov 30 in New York. */
function order(overrides: Partial<OrderView> = {}): OrderView {
  const address = {
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    address1: '1 Main St',
    address2: 'Suite 4',
    city: 'Albany',
    state: 'NY',
    zip: '12207',
    phone: '(512) 555-0199',
  };
  return {
    order_no: 'PP-20261130-7F3A9C01',
    placed_at: '2026-12-01T01:30:00.000Z',
    email: 'ada@example.org',
    payment_method: 'invoice',
    payment_state: 'awaiting_payment',
    payment_label: 'Awaiting payment',
    production_state: 'awaiting_artwork',
    production_label: 'Awaiting artwork',
    refund_due_cents: 0,
    shipping_method: 'Standard',
    dispatch_date: '2026-12-07',
    delivery_from: '2026-12-09',
    delivery_to: '2026-12-10',
    shipping_address: address,
    billing_address: address,
    lines: [STICKERS],
    totals: {
      sub_total_cents: 13000,
      coupon_code: 'WELCOME10',
      coupon_discount_cents: 1300,
      promo_discount_cents: 0,
      point_discount_cents: 250,
      shipping_cents: 0,
      tax_cents: 1016,
      tax_rate: '8.875%',
      total_cents: 12466,
    },
    timeline: [],
    can_cancel: true,
    next_step: '',
    ...overrides,
  };
}

const ZONE = 'America/New_York';
const BANK = 'Peel & Press LLC, First Bank, routing 021000021, account 123456789';
const render = async (overrides: Partial<OrderView> = {}) =>
  pdfText(await renderInvoicePdf(invoiceOf(order(overrides), ZONE, BANK)));

/** Whitespace removed, so text wrapped across lines still matches. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('renderInvoicePdf', () => {
  it('prints the order as an invoice: number, date in the shop zone, payment, status', async () => {
    const pdf = await renderInvoicePdf(invoiceOf(order(), ZONE, BANK));
    const text = await pdfText(pdf);

    expect(await pdfPageSize(pdf)).toEqual({ width: 612, height: 792 });
    expect(text).toContain('Peel & Press');
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('QUOTATION');
    expect(text).toMatch(/Invoice No\.\s*PP-20261130-7F3A9C01/);
    expect(text).toMatch(/Date\s*Nov 30, 2026/);
    expect(text).toMatch(/Payment\s*Invoice \(bank transfer\)\s*Awaiting payment/);
    expect(text).toMatch(/Order Status\s*Awaiting artwork/);
    expect(text).toContain('Page 1 of 1');
  });

  it('bills the billing address and lists each line with its pieces and sets', async () => {
    const text = await render();

    for (const line of [
      'Analytical Engines Ltd',
      'Ada Lovelace',
      '1 Main St',
      'Suite 4',
      'Albany, NY 12207',
      '(512) 555-0199',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Standard Vinyl Stickers');
    expect(text).toContain('Die cut; 2" x 2"; Glossy laminate');
    expect(text).toContain('1,000 pcs × 2 sets');
    expect(text).toContain('$130.00');
  });

  it('totals with the discounts that apply, free shipping, the sales tax and the total', async () => {
    const text = await render();

    expect(text).toMatch(/Subtotal\s*\$130\.00/);
    expect(text).toMatch(/Coupon \(WELCOME10\) discount\s*-\$13\.00/);
    expect(text).toMatch(/Point discount\s*-\$2\.50/);
    expect(text).not.toContain('Promo discount');
    expect(text).toMatch(/Shipping\s*Free/);
    expect(text).toMatch(/Sales tax \(8\.875%\)\s*\$10\.16/);
    expect(text).toMatch(/Total\s*\$124\.66/);
    expect(text).not.toContain('Refund due');
    // The coupon's discount comes before the shipping, the tax before the total.
    expect(text.indexOf('Coupon')).toBeLessThan(text.indexOf('Shipping'));
    expect(text.indexOf('Sales tax')).toBeLessThan(text.indexOf('Total'));
  });

  it('asks for a bank transfer quoting the order number while an invoice is unpaid', async () => {
    const text = await render();
    expect(squash(text)).toContain(
      squash(
        `Please pay $124.66 by bank transfer within 14 days to ${BANK}, quoting ` +
          'PP-20261130-7F3A9C01 as the reference. Printing starts once your payment has arrived ' +
          'and your proof is approved.',
      ),
    );
  });

  it('thanks for a paid order, and says when a card is charged', async () => {
    const paid = await render({ payment_state: 'paid', payment_label: 'Paid' });
    expect(paid).toContain('Paid — thank you.');
    expect(paid).not.toContain('bank transfer within');

    const card = await render({
      payment_method: 'test',
      payment_state: 'authorized',
      payment_label: 'Card authorized',
    });
    expect(card).toMatch(/Payment\s*Card\s*Card authorized/);
    expect(card).toContain('Card authorized; charged when your proof is approved.');
  });

  it('shows no tax where none is collected, shipping charged, and a refund due', async () => {
    const text = await render({
      production_state: 'cancelled',
      production_label: 'Cancelled',
      payment_state: 'paid',
      payment_label: 'Paid',
      refund_due_cents: 12466,
      totals: {
        ...order().totals,
        coupon_code: '',
        coupon_discount_cents: 0,
        point_discount_cents: 0,
        promo_discount_cents: 500,
        shipping_cents: 995,
        tax_cents: 0,
        tax_rate: null,
      },
    });

    expect(text).toMatch(/Sales tax\s*None/);
    expect(text).toMatch(/Shipping\s*\$9\.95/);
    expect(text).toMatch(/Promo discount\s*-\$5\.00/);
    expect(text).not.toContain('Coupon');
    expect(text).not.toContain('Point discount');
    expect(text).toMatch(/Refund due\s*\$124\.66/);
    expect(text).toContain('This order is cancelled. We refund $124.66 to the way you paid.');
  });

  it('prints a Bill To in Chinese as written', async () => {
    const billing = {
      ...order().billing_address,
      name: '王小明',
      company: '',
      address1: '北京市朝阳区建国门外大街1号',
    };
    const lines = (await render({ billing_address: billing })).split('\n');
    expect(lines).toContain('王小明');
    expect(lines).toContain('北京市朝阳区建国门外大街1号');
  });

  it('continues many lines on new pages, repeating the table header', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      ...STICKERS,
      product_name: `Product labels, batch ${i + 1}`,
      line_cents: (i + 1) * 100 + 25,
    }));
    const text = await render({ lines });
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/# Description Qty Amount/g)).toHaveLength(pages);
    const amounts = [...text.matchAll(/\$(\d+)\.25/g)].map((match) => Number(match[1]));
    expect(amounts).toEqual(lines.map((_, i) => i + 1));
  });
});
