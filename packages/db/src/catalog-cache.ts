import type { Database } from './database';
import { catalogVersionOf, loadCatalog, type CatalogSnapshot } from './repositories/catalog-loader';

export interface CatalogCache {
  /** The catalog in memory: pricing requests never wait on the database. */
  current(): CatalogSnapshot;
  /** Reloads now when the stored version differs from the one in memory. */
  refreshIfChanged(): Promise<boolean>;
  stop(): void;
}

/**
 * Holds the catalog in memory and reloads it when its version row changes (every catalog write
 * bumps it), checking every `refreshMs`. With several server processes on one PostgreSQL, each
 * picks up a change within that interval.
 */
export async function createCatalogCache(
  db: Database,
  { refreshMs, onError }: { refreshMs: number; onError: (error: unknown) => void },
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

  return {
    current: () => snapshot,
    refreshIfChanged,
    stop: () => clearInterval(timer),
  };
}
