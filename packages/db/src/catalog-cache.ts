import type { Database } from './database';
import { catalogVersionOf, loadCatalog, type CatalogSnapshot } from './repositories/catalog-loader';

/** The channel every catalog write notifies, in its transaction (delivered at commit). */
export const CATALOG_CHANNEL = 'catalog_changed';

export interface CatalogCache {
  /** The catalog in memory: pricing requests never wait on the database. */
  current(): CatalogSnapshot;
  /** Reloads now when the stored version differs from the one in memory. */
  refreshIfChanged(): Promise<boolean>;
  /** Stops the periodic check and the listening (resolves once it has stopped). */
  stop(): Promise<void>;
}

/**
 * Holds the catalog in memory and reloads it when its version row changes (every catalog write
 * bumps it and sends CATALOG_CHANNEL's notice), at the notice and every `refreshMs`. With several
 * server processes on one PostgreSQL, each picks up a change at once (issue 35), or within that
 * interval when a notice was lost.
 */
export async function createCatalogCache(
  db: Database,
  {
    refreshMs,
    onError,
    changes,
  }: {
    refreshMs: number;
    onError: (error: unknown) => void;
    /**
     * Tells of catalog writes as they commit (a PostgreSQL NOTIFY from any process), so a change
     * is seen at once; the periodic check stays for a notice that was missed.
     */
    changes?: (onChange: () => void) => Promise<() => Promise<void>>;
  },
): Promise<CatalogCache> {
  let snapshot = await loadCatalog(db);
  let queue: Promise<boolean> = Promise.resolve(false);

  const check = async () => {
    if ((await catalogVersionOf(db)) === snapshot.version) return false;
    snapshot = await loadCatalog(db);
    return true;
  };
  // Checks run one after another: a caller who has just written the catalog gets a check that
  // starts after its write, never the answer of one already under way.
  const refreshIfChanged = () => (queue = queue.catch(() => false).then(check));

  const timer =
    refreshMs > 0
      ? setInterval(() => {
          refreshIfChanged().catch(onError);
        }, refreshMs)
      : undefined;
  timer?.unref();
  let stopListening: (() => Promise<void>) | undefined;
  try {
    stopListening = await changes?.(() => {
      refreshIfChanged().catch(onError);
    });
  } catch (error) {
    clearInterval(timer);
    throw error;
  }
  // A write committed between the first load and the LISTEN sent no notice this process heard.
  if (stopListening) await refreshIfChanged();

  return {
    current: () => snapshot,
    refreshIfChanged,
    async stop() {
      clearInterval(timer);
      await stopListening?.().catch(onError);
    },
  };
}
