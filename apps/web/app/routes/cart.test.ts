import { actorOf, type Visitor } from '@shop/domain/identity';
import { SETS_MESSAGE } from '@shop/domain/rules/sets-rules';
import { CART_MESSAGES, changeSetsSchema } from '@shop/shop/cart/contract';
import type { CartService } from '@shop/shop/cart/service';
import { ShopProblem } from '@shop/shop/problem';
import type { Shop } from '@shop/shop/shop';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { action } from './cart';

const VISITOR: Visitor = { sessionId: 'session', customerId: null, guestId: null };
const LINE = 7;

/**
 * The cart page's action with a cart of one line (LINE) standing in for the shop's cart service;
 * answers the status and body the page would get.
 */
async function post(form: Record<string, string>) {
  const calls: string[] = [];
  const change = async (_owner: unknown, lineId: number) => {
    if (lineId !== LINE) throw new ShopProblem(404, 'NOT_FOUND', CART_MESSAGES.noSuchLine(lineId));
    return {
      count: 1,
      lines: [],
      sub_total: '0.00',
      shipping_fee: '0.00',
      total_price: '0.00',
      free_shipping: false,
    };
  };
  const cart: Pick<CartService, 'changeSets' | 'removeLine'> = {
    changeSets: (owner, lineId, kinds) => {
      calls.push(`sets ${lineId} ${kinds}`);
      return change(owner, lineId);
    },
    removeLine: (owner, lineId) => {
      calls.push(`remove ${lineId}`);
      return change(owner, lineId);
    },
  };
  const context = Object.assign(new RouterContextProvider(), {
    // Only the cart is reached by this action.
    shop: { cart } as unknown as Shop,
    cspNonce: '',
    shopTimeZone: 'America/New_York',
    visitor: async () => VISITOR,
    actor: async () => actorOf(VISITOR),
  });
  const request = new Request('http://shop.test/cart', {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  const result = await action({
    request,
    url: new URL(request.url),
    context,
    params: {},
    pattern: '/cart',
  });
  // data(body, { status }) or a plain body.
  return 'init' in result
    ? { status: result.init?.status ?? 200, body: result.data, calls }
    : { status: 200, body: result, calls };
}

describe('the cart page action', () => {
  it('changes the sets of a line through the cart service', async () => {
    expect(await post({ line: String(LINE), intent: 'sets', kinds: '4' })).toEqual({
      status: 200,
      body: { error: null },
      calls: [`sets ${LINE} 4`],
    });
  });

  it('removes a line through the cart service', async () => {
    expect(await post({ line: String(LINE), intent: 'remove' })).toEqual({
      status: 200,
      body: { error: null },
      calls: [`remove ${LINE}`],
    });
  });

  // PATCH /api/cart/items/:id parses the same field (visitors-and-carts.int.test.ts).
  it.each([0, 100, 2.5])('refuses %s sets with the message of the API', async (kinds) => {
    const api = changeSetsSchema.safeParse({ kinds });
    expect(api.error?.issues.map((issue) => issue.message)).toEqual([SETS_MESSAGE]);
    expect(await post({ line: String(LINE), intent: 'sets', kinds: String(kinds) })).toEqual({
      status: 400,
      body: { error: SETS_MESSAGE },
      calls: [],
    });
  });

  it.each(['many', '', ' '])('refuses %j sets too', async (kinds) => {
    expect(await post({ line: String(LINE), intent: 'sets', kinds })).toEqual({
      status: 400,
      body: { error: SETS_MESSAGE },
      calls: [],
    });
  });

  it.each(['0', '-3', 'x', '99999999999', ''])('refuses the line id %j', async (line) => {
    for (const form of <Record<string, string>[]>[
      { line, intent: 'sets', kinds: '200' },
      { line, intent: 'remove' },
    ]) {
      expect(await post(form)).toEqual({
        status: 400,
        body: { error: CART_MESSAGES.noSuchLineId },
        calls: [],
      });
    }
  });

  it('says a line that is not (or no longer) in the cart has gone', async () => {
    for (const form of <Record<string, string>[]>[
      { line: '8', intent: 'sets', kinds: '2' },
      { line: '8', intent: 'remove' },
    ]) {
      const { status, body } = await post(form);
      expect({ status, body }).toEqual({ status: 404, body: { error: CART_MESSAGES.lineGone } });
    }
  });
});
