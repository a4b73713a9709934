import { fileURLToPath } from 'node:url';
import type { StorageTarget } from '@shop/db/storage/open-file-store';
import type { CheckArtwork } from '@shop/shop/artwork/check';
import { Piscina } from 'piscina';

/**
 * The artwork checks' worker-thread pool (issue 33, ADR 0047): each stored file is read, checked
 * and proved in one of `threads` workers (piscina), from the shop's own storage (`storage`,
 * opened in each worker). Its bytes never pass through the thread that answers requests: a
 * 50 MB file there would cost copies and, worse, full garbage collections of the app's heap
 * (docs/performance.md, issue 33). Production runs the bundled worker
 * (dist/preflight-worker.js); development and tests run the TypeScript source through tsx.
 */
export function preflightPool(
  threads: number,
  storage: StorageTarget,
): { check: CheckArtwork; close(): Promise<void> } {
  const bundled = import.meta.url.endsWith('.js');
  const pool = new Piscina({
    filename: fileURLToPath(
      new URL(bundled ? './preflight-worker.js' : './preflight-worker.ts', import.meta.url),
    ),
    minThreads: 1,
    maxThreads: threads,
    // A check of a large PDF may take seconds; a queue beyond this waits its turn.
    idleTimeout: 60_000,
    execArgv: bundled ? [] : ['--import', 'tsx'],
    workerData: { storage },
  });
  return {
    check: (file, boxes) => pool.run({ file, boxes }),
    close: () => pool.destroy(),
  };
}
