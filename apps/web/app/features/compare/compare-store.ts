import {
  quotePayloadSchema,
  type CompareEntry,
  type QuotePayload,
} from '@shop/domain/cart-contract';

/**
 * The compare list (spec 000 §3 "Compare entry", spec 001 §4 "Compare panel"): each entry in a
 * session-storage item of its own, their keys in one more item, and a session cookie that exists
 * while any entry exists so the server render knows to show the panel.
 *
 * The storage and the cookie writer are injected, so the store runs in Node without a DOM.
 */

/** The cookie that tells the server render there is something to compare. */
export const COMPARE_COOKIE = 'compare';
/** The session-storage item holding the JSON list of entry keys, in the order they were added. */
export const COMPARE_KEY_LIST_ITEM = 'compare-keys';
const ENTRY_ITEM_PREFIX = 'compare-entry-';

// A session cookie (no Expires or Max-Age), so it ends with the browser session like the storage.
const SET_COOKIE = `${COMPARE_COOKIE}=1; Path=/; SameSite=Lax`;
const CLEAR_COOKIE = `${COMPARE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;

export type CompareItem = CompareEntry & { key: string };

/** All the store needs of the Web Storage API; `window.sessionStorage` is one. */
export type CompareStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CompareStore {
  /** The kept entries, oldest first; the same array until the list changes. */
  list(): readonly CompareItem[];
  /** Keeps a configuration; false when the same configuration is already kept or storage fails. */
  add(entry: CompareEntry): boolean;
  /** Drops an entry; dropping the last one deletes the cookie. */
  remove(key: string): void;
  subscribe(listener: () => void): () => void;
}

/** True when the request's Cookie header carries the compare cookie. */
export function hasCompareCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const equals = pair.indexOf('=');
    return equals !== -1 && pair.slice(0, equals).trim() === COMPARE_COOKIE;
  });
}

type LetteringOrder = QuotePayload['lettering'];

/**
 * Two designs are the same when they cut the same letters: the same text at the same size and
 * colour is priced alike, but another text or face is another order.
 */
function sameLettering(a: LetteringOrder, b: LetteringOrder): boolean {
  if (!a || !b) return a === b;
  return (
    a.lines.length === b.lines.length &&
    a.lines.every((line, index) => line === b.lines[index]) &&
    a.alignment === b.alignment &&
    a.selected_font === b.selected_font &&
    a.selected_color === b.selected_color &&
    a.width === b.width &&
    a.height === b.height
  );
}

/** Two entries are the same configuration when what the server prices and cuts is the same. */
function sameConfiguration(a: QuotePayload, b: QuotePayload): boolean {
  return (
    a.configuration === b.configuration &&
    a.quantity === b.quantity &&
    a.custom_quantity === b.custom_quantity &&
    a.kinds === b.kinds &&
    sameLettering(a.lettering, b.lettering)
  );
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An entry read back from storage, or null when it is missing or not a compare entry any more. */
function parseEntry(value: unknown): CompareEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { product, details, price, quote_data } = value as Record<string, unknown>;
  if (typeof product !== 'string' || typeof price !== 'string') return null;
  if (!Array.isArray(details) || !details.every((d) => typeof d === 'string')) return null;
  // The server refuses a payload that fails this schema, so such an entry is of no use.
  const quote = quotePayloadSchema.safeParse(quote_data);
  if (!quote.success) return null;
  return { product, details, price, quote_data: quote.data };
}

function readKeyList(storage: CompareStorage): string[] {
  const keys = parseJson(storage.getItem(COMPARE_KEY_LIST_ITEM));
  if (!Array.isArray(keys)) return [];
  const own = keys.filter(
    (k): k is string => typeof k === 'string' && k.startsWith(ENTRY_ITEM_PREFIX),
  );
  return [...new Set(own)];
}

/** Writes an item; false when the browser refuses (quota exceeded, storage disabled). */
function tryWrite(storage: CompareStorage, name: string, value: string): boolean {
  try {
    storage.setItem(name, value);
    return true;
  } catch {
    return false;
  }
}

export function createCompareStore(
  storage: CompareStorage,
  setCookie: (value: string) => void,
): CompareStore {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same array until something changes, or it renders forever.
  let snapshot: readonly CompareItem[] | null = null;

  function read(): readonly CompareItem[] {
    const items: CompareItem[] = [];
    for (const key of readKeyList(storage)) {
      // Corrupt or outdated entries are dropped here and cleaned out on the next change.
      const entry = parseEntry(parseJson(storage.getItem(key)));
      if (entry) items.push({ ...entry, key });
    }
    return items;
  }

  function list(): readonly CompareItem[] {
    snapshot ??= read();
    return snapshot;
  }

  function publish(items: readonly CompareItem[]): void {
    snapshot = items;
    for (const listener of [...listeners]) listener();
  }

  /**
   * Saves the key list of `items`, clears the items it no longer names (corrupt ones included)
   * and sets or deletes the cookie. False, with nothing changed, when the list cannot be saved.
   */
  function commit(items: readonly CompareItem[]): boolean {
    const keep = new Set(items.map((item) => item.key));
    const stale = readKeyList(storage).filter((key) => !keep.has(key));
    if (items.length === 0) storage.removeItem(COMPARE_KEY_LIST_ITEM);
    else if (!tryWrite(storage, COMPARE_KEY_LIST_ITEM, JSON.stringify([...keep]))) return false;
    for (const key of stale) storage.removeItem(key);
    setCookie(items.length === 0 ? CLEAR_COOKIE : SET_COOKIE);
    publish(items);
    return true;
  }

  function nextKey(): string {
    const numbers = readKeyList(storage).map((key) => Number(key.slice(ENTRY_ITEM_PREFIX.length)));
    const last = Math.max(0, ...numbers.filter((n) => Number.isSafeInteger(n)));
    return `${ENTRY_ITEM_PREFIX}${last + 1}`;
  }

  return {
    list,
    add(entry) {
      const items = list();
      if (items.some((item) => sameConfiguration(item.quote_data, entry.quote_data))) return false;
      const key = nextKey();
      // Only the four fields of the contract are kept, whatever else the caller's object holds.
      const kept: CompareEntry = {
        product: entry.product,
        details: [...entry.details],
        price: entry.price,
        quote_data: entry.quote_data,
      };
      if (tryWrite(storage, key, JSON.stringify(kept)) && commit([...items, { ...kept, key }])) {
        return true;
      }
      storage.removeItem(key);
      return false;
    },
    remove(key) {
      const items = list();
      const rest = items.filter((item) => item.key !== key);
      if (rest.length === items.length) return;
      storage.removeItem(key);
      // Should the shorter list fail to save, the old one names a missing item, which reading skips.
      if (!commit(rest)) publish(rest);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
