import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callApi, NO_ANSWER } from './shop-api';

const added = z.object({ cart_count: z.number(), line_id: z.number() });

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

// ADR 0041: the browser reads every answer with the operation's contract, never casts it.
describe('callApi', () => {
  it('reads an answer with the contract, loaded beside the request', async () => {
    answer(201, JSON.stringify({ cart_count: 2, line_id: 9 }));
    const result = await callApi('POST', '/api/cart/items', async () => added, {});
    expect(result).toEqual({ ok: true, status: 201, data: { cart_count: 2, line_id: 9 } });
  });

  it('refuses an answer that is not what the contract says, with a readable message', async () => {
    answer(201, JSON.stringify({ cart_count: '2' }));
    const result = await callApi('POST', '/api/cart/items', added, {});
    expect(result).toMatchObject({ ok: false, status: 201, fields: {} });
    expect(!result.ok && result.message).toMatch(/does not understand/);
  });

  it("gives the API's error envelope: its message and each field's", async () => {
    answer(
      422,
      JSON.stringify({
        error: {
          message: 'Refused.',
          details: [
            { field: 'cost', message: 'The cost changed.' },
            { field: 'cost', message: 'A second one is not shown.' },
            'not a detail',
          ],
        },
      }),
    );
    const result = await callApi('POST', '/api/cart/items', added, {});
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      message: 'Refused.',
      fields: { cost: 'The cost changed.' },
    });
  });

  it('says the shop could not be reached when the network fails or the contract does not load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await callApi('POST', '/api/auth/logout', NO_ANSWER)).toMatchObject({
      ok: false,
      status: 0,
      message: expect.stringMatching(/could not reach the shop/),
    });
    answer(200, '{}');
    const lost = () => Promise.reject(new Error('chunk failed'));
    expect(await callApi('GET', '/api/reviews', lost)).toMatchObject({ ok: false, status: 0 });
  });

  it('reads an answer it does not use as nothing, whatever the body', async () => {
    answer(200, 'not json');
    expect(await callApi('POST', '/api/auth/logout', NO_ANSWER)).toEqual({
      ok: true,
      status: 200,
      data: null,
    });
  });
});
