import type { CompareEntry } from '@shop/domain/cart-contract';
import { useSyncExternalStore } from 'react';
import { COMPARE_CHANGED_EVENT } from './compare-bar';
import {
  createCompareStore,
  type CompareItem,
  type CompareStorage,
  type CompareStore,
} from './compare-store';

let browserStore: CompareStore | null = null;

/**
 * Reading `window.sessionStorage` throws where the browser blocks site data (Safari with all
 * cookies blocked, some embedded frames); the compare list then lives as long as the page does.
 */
function sessionStorageOrMemory(): CompareStorage {
  try {
    return window.sessionStorage;
  } catch {
    const items = new Map<string, string>();
    return {
      getItem: (name) => items.get(name) ?? null,
      setItem: (name, value) => void items.set(name, String(value)),
      removeItem: (name) => void items.delete(name),
    };
  }
}

/** The one store of this browser tab, made on first use (never on the server). */
function store(): CompareStore {
  browserStore ??= createCompareStore(sessionStorageOrMemory(), (cookie) => {
    document.cookie = cookie;
    window.dispatchEvent(new Event(COMPARE_CHANGED_EVENT));
  });
  return browserStore;
}

const NO_ENTRIES: readonly CompareItem[] = [];
const subscribe = (listener: () => void) => store().subscribe(listener);
const getSnapshot = () => store().list();
// The server cannot see session storage: it renders no entries, and so does hydration.
const getServerSnapshot = () => NO_ENTRIES;
/** Keeps a configuration in this tab's compare list (false when it is there already). */
export const addCompareEntry = (entry: CompareEntry) => store().add(entry);
const remove = (key: string) => store().remove(key);

/** The kept configurations of this tab, and the actions that change them. */
export function useCompare(): {
  entries: readonly CompareItem[];
  add: (entry: CompareEntry) => boolean;
  remove: (key: string) => void;
} {
  const entries = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { entries, add: addCompareEntry, remove };
}
