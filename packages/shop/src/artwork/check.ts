import type { PrintBoxes } from '@shop/domain/artwork/preflight-rules';
import sharp from 'sharp';
import { preflightFile, type PreflightReport } from './preflight';
import { ProofUnavailableError, renderProof } from './proof';

/**
 * One file's check (issue 33): its preflight report and, where a machine can draw it, its
 * digital proof. The server runs this in a worker-thread pool (apps/server artwork/); tests and
 * tools may run it in process. Never throws for the file's content.
 */
export interface ArtworkCheck {
  report: Pick<PreflightReport, 'kind' | 'verdict' | 'findings'>;
  /** The proof as PNG bytes; null when a person makes it (by hand, unreadable, too large). */
  proof: Uint8Array | null;
}

export type CheckArtwork = (
  bytes: Uint8Array,
  mediaType: string,
  boxes: PrintBoxes,
  /**
   * `handOver`: the bytes are the caller's own buffer, made in JavaScript and not used after
   * the call, so a worker may take it without a copy.
   */
  options?: { handOver?: boolean },
) => Promise<ArtworkCheck>;

export const checkArtworkInProcess: CheckArtwork = async (bytes, mediaType, boxes) => {
  const { kind, verdict, findings } = await preflightFile(bytes, mediaType, boxes);
  let proof: Uint8Array | null = null;
  if (kind !== 'by-hand') {
    try {
      proof = await renderProof(bytes, mediaType, boxes);
    } catch (error) {
      if (!(error instanceof ProofUnavailableError)) throw error;
    }
  }
  return { report: { kind, verdict, findings }, proof };
};

/**
 * How many threads libvips (sharp) may use for one picture, process-wide. By default it takes
 * every core; the artwork pool gives it one per worker, so a 50 MB check leaves the requests of
 * other visitors a core of their own (docs/performance.md, issue 33).
 */
export const limitPictureThreads = (threads: number) => sharp.concurrency(threads);
