import { fileURLToPath } from 'node:url';
import type { CheckArtwork } from '@shop/shop/artwork/check';
import { Piscina } from 'piscina';

/**
 * The artwork checks' worker-thread pool (issue 33, ADR 0047): preflight and proof run in
 * `threads` workers (piscina), each file's bytes transferred to one. Production runs the bundled
 * worker (dist/preflight-worker.js); development and tests run the TypeScript source through tsx.
 */
export function preflightPool(threads: number): { check: CheckArtwork; close(): Promise<void> } {
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
  });
  return {
    async check(bytes, mediaType, boxes, options = {}) {
      // Handed over without a copy when the caller gives up a whole buffer of its own (the
      // service reads a file into one); anything else is copied, since transferring a shared or
      // natively made buffer would take bytes from their holder or fail in the worker.
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      const owned = options.handOver && whole ? bytes : new Uint8Array(bytes);
      return pool.run(
        { bytes: owned, mediaType, boxes },
        { transferList: [owned.buffer as ArrayBuffer] },
      );
    },
    close: () => pool.destroy(),
  };
}
