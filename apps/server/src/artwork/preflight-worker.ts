import { workerData } from 'node:worker_threads';
import type { PrintBoxes } from '@shop/domain/artwork/preflight-rules';
import { openFileStore, type StorageTarget } from '@shop/db/storage/open-file-store';
import {
  checkStoredInProcess,
  limitPictureThreads,
  type StoredArtwork,
} from '@shop/shop/artwork/check';

/**
 * One worker thread of the artwork pool (preflight-pool.ts): reads a stored file from the
 * shop's storage, checks it and draws its proof off the main thread, so a 50 MB file never
 * stalls other visitors' requests. The report and the proof (a small PNG) are its answer.
 */
limitPictureThreads(1);

const check = openFileStore((workerData as { storage: StorageTarget }).storage).then(
  checkStoredInProcess,
);

export default async function run(task: { file: StoredArtwork; boxes: PrintBoxes }) {
  return (await check)(task.file, task.boxes);
}
