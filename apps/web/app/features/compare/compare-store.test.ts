import type { CompareEntry, QuotePayload } from '@shop/domain/cart-contract';
import {
  LETTERING_MAX_LINE_LENGTH,
  LETTERING_MAX_LINES,
} from '@shop/domain/lettering/lettering-order';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_KEY_LIST_ITEM,
  createCompareStore,
  hasCompareCookie,
  type CompareStorage,
} from './compare-store';

/** Session storage as the browser keeps it: strings by name. */
class MemoryStorage implements CompareStorage {
  readonly items = new Map<string, string>();
  getItem(name: string): string | null {
    return this.items.get(name) ?? null;
  }
  setItem(name: string, value: string): void {
    this.items.set(name, String(value));
  }
  removeItem(name: string): void {
    this.items.delete(name);
  }
}

/** A storage that is full: every write fails, as Safari's does past its quota. */
class FullStorage extends MemoryStorage {
  override setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

const quote = (change: Partial<QuotePayload> = {}): QuotePayload => ({
  configuration: 'product_id=1&material_id=2&width=2&height=2',
  featured_item_id: 1,
  product_id: 1,
  material_id: 2,
  product_pricing_id: 3,
  select_quantity: 100,
  quantity: 100,
  custom_quantity: null,
  kinds: 1,
  size: '2" x 2"',
  cost: '45.00',
  shipping_method_id: 1,
  method: 'Standard',
  printing_days: 3,
  shipping_days: 5,
  shipping_cost: '0.00',
  origin_path: '/stickers/vinyl-stickers',
  ...change,
});

const entry = (change: Partial<QuotePayload> = {}, product = 'Vinyl Stickers'): CompareEntry => ({
  product,
  details: ['Size: 2" x 2"', 'Quantity: 100'],
  price: '45.00',
  quote_data: quote(change),
});

function setup(storage = new MemoryStorage()) {
  const cookies: string[] = [];
  const store = createCompareStore(storage, (value) => cookies.push(value));
  const keyList = () => {
    const raw = storage.getItem(COMPARE_KEY_LIST_ITEM);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  };
  return { storage, cookies, store, keyList };
}

describe('compare store', () => {
  it('keeps an entry in its own item, lists its key and sets the session cookie', () => {
    const { storage, cookies, store, keyList } = setup();
    expect(store.add(entry())).toBe(true);

    const [kept] = store.list();
    expect(kept).toMatchObject(entry());
    expect(keyList()).toEqual([kept?.key]);
    expect(JSON.parse(storage.getItem(kept?.key ?? '') ?? 'null')).toEqual(entry());
    expect(cookies).toEqual(['compare=1; Path=/; SameSite=Lax']);
  });

  it('keeps the entries in the order they were added, each under a key of its own', () => {
    const { store, keyList } = setup();
    store.add(entry({ quantity: 100 }));
    store.add(entry({ quantity: 200 }));
    store.add(entry({ kinds: 2 }));

    const keys = store.list().map((e) => e.key);
    expect(new Set(keys).size).toBe(3);
    expect(keyList()).toEqual(keys);
    expect(store.list().map((e) => [e.quote_data.quantity, e.quote_data.kinds])).toEqual([
      [100, 1],
      [200, 1],
      [100, 2],
    ]);
  });

  it('does nothing with the same configuration, quantity, custom quantity and sets', () => {
    const { store, cookies } = setup();
    store.add(entry());
    // What is displayed may differ; the configuration is what makes two entries the same.
    expect(store.add({ ...entry({ cost: '44.00' }, 'Other name'), price: '44.00' })).toBe(false);
    expect(store.list()).toHaveLength(1);
    expect(cookies).toHaveLength(1);
  });

  it.each([
    ['configuration', { configuration: 'product_id=1&material_id=2&width=3&height=3' }],
    ['quantity', { quantity: 200 }],
    ['custom quantity', { custom_quantity: 150 }],
    ['sets', { kinds: 3 }],
  ])('keeps a configuration that differs in its %s', (_field, change) => {
    const { store } = setup();
    store.add(entry());
    expect(store.add(entry(change))).toBe(true);
    expect(store.list()).toHaveLength(2);
  });

  it('removes an entry and its item and updates the key list', () => {
    const { storage, store, keyList, cookies } = setup();
    store.add(entry({ quantity: 100 }));
    store.add(entry({ quantity: 200 }));
    const [first, second] = store.list();

    store.remove(first?.key ?? '');
    expect(store.list()).toEqual([second]);
    expect(keyList()).toEqual([second?.key]);
    expect(storage.getItem(first?.key ?? '')).toBeNull();
    expect(cookies.at(-1)).toBe('compare=1; Path=/; SameSite=Lax');
  });

  it('deletes the cookie and the key list with the last entry', () => {
    const { storage, store, cookies } = setup();
    store.add(entry());
    store.remove(store.list()[0]?.key ?? '');

    expect(store.list()).toEqual([]);
    expect(storage.items.size).toBe(0);
    expect(cookies.at(-1)).toBe('compare=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it('ignores an unknown key', () => {
    const { store, cookies } = setup();
    store.add(entry());
    const before = store.list();
    store.remove('compare-entry-99');
    expect(store.list()).toBe(before);
    expect(cookies).toHaveLength(1);
  });

  it('does not reuse the key of a kept entry', () => {
    const { store } = setup();
    store.add(entry({ quantity: 100 }));
    store.add(entry({ quantity: 200 }));
    store.remove(store.list()[0]?.key ?? '');
    store.add(entry({ quantity: 300 }));
    const keys = store.list().map((e) => e.key);
    expect(new Set(keys).size).toBe(2);
  });

  it('reads back what an earlier page of the same tab kept', () => {
    const { storage, store } = setup();
    store.add(entry({ quantity: 100 }));
    store.add(entry({ quantity: 200 }));
    const again = setup(storage).store;
    expect(again.list()).toEqual(store.list());
    expect(again.add(entry({ quantity: 200 }))).toBe(false);
  });

  it('answers the same array until the list changes, then tells its listeners', () => {
    const { store } = setup();
    const calls: string[] = [];
    const unsubscribe = store.subscribe(() => calls.push('changed'));
    const empty = store.list();
    expect(store.list()).toBe(empty);

    store.add(entry());
    const one = store.list();
    expect(one).not.toBe(empty);
    expect(store.list()).toBe(one);
    expect(calls).toEqual(['changed']);

    store.add(entry()); // a duplicate changes nothing
    expect(store.list()).toBe(one);
    expect(calls).toEqual(['changed']);

    unsubscribe();
    store.remove(one[0]?.key ?? '');
    expect(calls).toEqual(['changed']);
  });

  it('drops corrupt or outdated entries without throwing, and clears them on the next change', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      COMPARE_KEY_LIST_ITEM,
      JSON.stringify(['compare-entry-1', 'compare-entry-2', 'compare-entry-3', 'compare-entry-4']),
    );
    storage.setItem('compare-entry-1', '{"product": "Vinyl'); // cut short
    storage.setItem('compare-entry-2', JSON.stringify(entry()));
    storage.setItem('compare-entry-3', JSON.stringify({ ...entry(), quote_data: { kinds: 1 } }));
    // compare-entry-4 is missing altogether.
    const { store, keyList } = setup(storage);

    expect(store.list()).toEqual([{ ...entry(), key: 'compare-entry-2' }]);

    expect(store.add(entry({ quantity: 500 }))).toBe(true);
    const keys = store.list().map((e) => e.key);
    expect(keys[0]).toBe('compare-entry-2');
    expect(keyList()).toEqual(keys);
    expect(storage.getItem('compare-entry-1')).toBeNull();
    expect(storage.getItem('compare-entry-3')).toBeNull();
  });

  it.each([
    ['not JSON', '[compare-entry-1'],
    ['not a list', '{"0": "compare-entry-1"}'],
    ['a list of other things', '[1, null, "somebody-else"]'],
  ])('reads a key list that is %s as empty', (_case, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(COMPARE_KEY_LIST_ITEM, raw);
    storage.setItem('compare-entry-1', JSON.stringify(entry()));
    const { store } = setup(storage);
    expect(store.list()).toEqual([]);
    expect(store.add(entry())).toBe(true);
  });

  it('answers false and keeps nothing when the storage refuses the entry', () => {
    const { store, cookies, storage } = setup(new FullStorage());
    expect(store.add(entry())).toBe(false);
    expect(store.list()).toEqual([]);
    expect(storage.items.size).toBe(0);
    expect(cookies).toEqual([]);
  });
});

describe('compare store, lettering designs (issue 17)', () => {
  type Lettering = NonNullable<QuotePayload['lettering']>;
  const design = (change: Partial<Lettering> = {}): Lettering => ({
    lines: ['Open', 'Daily'],
    alignment: 'center',
    selected_font: 'signika',
    selected_color: 'gold',
    width: 12,
    height: 3.1,
    ...change,
  });
  const lettering = (change: Partial<Lettering> = {}) =>
    entry({
      configuration: 'product_id=22&featured_item_id=11&width=12&height=3.1&color_id=7',
      lettering: design(change),
    });

  it('keeps the design with the entry, so Add to Cart sends it', () => {
    const { storage, store } = setup();
    expect(store.add(lettering())).toBe(true);
    const [kept] = store.list();
    expect(kept?.quote_data.lettering).toEqual(design());
    // A later page of the tab reads it back as it was kept.
    expect(setup(storage).store.list()[0]?.quote_data.lettering).toEqual(design());
  });

  it.each([
    ['text', { lines: ['Open', 'Late'] }],
    ['line breaks', { lines: ['Open Daily'] }],
    ['alignment', { alignment: 'left' as const }],
    ['typeface', { selected_font: 'alata' }],
  ])('keeps a design at the same size and price that differs in its %s', (_field, change) => {
    const { store } = setup();
    store.add(lettering());
    expect(store.add(lettering(change))).toBe(true);
    expect(store.list()).toHaveLength(2);
  });

  it('does nothing with the same design again', () => {
    const { store } = setup();
    store.add(lettering());
    expect(store.add(lettering())).toBe(false);
    // The same configuration without a design is another entry.
    const { lettering: _dropped, ...plain } = lettering().quote_data;
    expect(store.add({ ...lettering(), quote_data: plain })).toBe(true);
  });

  it('keeps the largest design the payload allows, in a few kilobytes of session storage', () => {
    const { storage, store } = setup();
    // 60 code points a line, quotes and emoji (two UTF-16 units each) included.
    const line = `"\\${'😀'.repeat(LETTERING_MAX_LINE_LENGTH - 2)}`;
    const lines = Array.from({ length: LETTERING_MAX_LINES }, () => line);
    expect(store.add(lettering({ lines }))).toBe(true);
    const [kept] = store.list();
    expect(kept?.quote_data.lettering?.lines).toEqual(lines);
    // Far under the 5 MB every browser gives a site's session storage; the cookie is only a flag.
    expect(storage.getItem(kept?.key ?? '')?.length).toBeLessThan(4_000);
  });

  it('drops a stored design over the limits, as the server would refuse it', () => {
    const storage = new MemoryStorage();
    const tooMany = lettering({
      lines: Array.from({ length: LETTERING_MAX_LINES + 1 }, () => 'A'),
    });
    const tooLong = lettering({ lines: ['A'.repeat(LETTERING_MAX_LINE_LENGTH + 1)] });
    storage.setItem(COMPARE_KEY_LIST_ITEM, JSON.stringify(['compare-entry-1', 'compare-entry-2']));
    storage.setItem('compare-entry-1', JSON.stringify(tooMany));
    storage.setItem('compare-entry-2', JSON.stringify(tooLong));
    expect(setup(storage).store.list()).toEqual([]);
  });
});

describe('hasCompareCookie', () => {
  it.each([
    ['compare=1', true],
    ['session=abc; compare=1', true],
    ['compare=1; session=abc', true],
    ['a=1;compare=x;b=2', true],
    [null, false],
    ['', false],
    ['session=abc', false],
    ['mycompare=1', false],
    ['compare_types=1', false],
    ['session=compare', false],
    ['compare', false],
  ])('%s: %s', (header, expected) => {
    expect(hasCompareCookie(header)).toBe(expected);
  });
});
