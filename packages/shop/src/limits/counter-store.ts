/** A fixed-window counter: how many hits `key` has had in its current window. */
export interface CounterStore {
  /** Counts one hit; the window starts with the first hit and lasts `windowMs`. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Takes one hit back (a sign-in that turned out right). */
  forgive(key: string): Promise<void>;
  /** Forgets every hit of `key`. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const MEMORY_KEYS_MAX = 100_000;

/**
 * Counters in this process's memory, for one process (development, tests, a single server).
 * `now` is injected so tests move time instead of waiting for a window to end.
 */
export function memoryCounterStore(now: () => number): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const dropExpired = (at: number) => {
    for (const [key, entry] of windows) if (entry.endsAt <= at) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= at) {
        if (windows.size >= MEMORY_KEYS_MAX) dropExpired(at);
        // Still full of live windows: refuse to grow rather than forget every limit.
        if (windows.size >= MEMORY_KEYS_MAX) return { count: Infinity, resetMs: windowMs };
        entry = { count: 0, endsAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetMs: entry.endsAt - at };
    },
    async forgive(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {},
  };
}
