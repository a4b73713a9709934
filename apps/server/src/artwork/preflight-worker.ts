import { checkArtworkInProcess, limitPictureThreads } from '@shop/shop/artwork/check';
import type { PrintBoxes } from '@shop/domain/artwork/preflight-rules';

/**
 * One worker thread of the artwork pool (preflight-pool.ts): checks a file and draws its proof
 * off the main thread, so a 50 MB file never stalls other visitors' requests. The bytes arrive
 * transferred, not copied; the proof goes back the same way.
 */
limitPictureThreads(1);

export default async function check(task: {
  bytes: Uint8Array;
  mediaType: string;
  boxes: PrintBoxes;
}) {
  return checkArtworkInProcess(task.bytes, task.mediaType, task.boxes);
}
