import { describe, expect, it, vi } from 'vitest';
import { ShopProblem } from './problem';

describe('ShopProblem', () => {
  it('is recognised by another copy of its module, as the storefront bundle holds one', async () => {
    vi.resetModules();
    // A query makes the module loader evaluate the file again: a second class, as in two bundles.
    const secondCopy = './problem?copy';
    const copy = (await import(/* @vite-ignore */ secondCopy)) as {
      ShopProblem: typeof ShopProblem;
    };
    expect(copy.ShopProblem).not.toBe(ShopProblem);
    expect(new ShopProblem(404, 'NOT_FOUND', 'gone') instanceof copy.ShopProblem).toBe(true);
    expect(new copy.ShopProblem(409, 'CONFLICT', 'taken') instanceof ShopProblem).toBe(true);
  });

  it.each<unknown>([new Error('plain'), { statusCode: 404, code: 'NOT_FOUND' }, null, 'text'])(
    'is not %j',
    (value) => {
      expect(value instanceof ShopProblem).toBe(false);
    },
  );
});
