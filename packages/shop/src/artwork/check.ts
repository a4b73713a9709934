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

/** A design file as stored: what its check reads. */
export interface StoredArtwork {
  storageKey: string;
  sizeBytes: number;
  mediaType: string;
}

/**
 * How the shop checks a stored file: the server's worker pool reads and checks it in a worker
 * (a 50 MB file's bytes never pass through the thread that answers requests); in process
 * otherwise. Rejects when the file cannot be read (the check is tried again later).
 */
export type CheckArtwork = (file: StoredArtwork, boxes: PrintBoxes) => Promise<ArtworkCheck>;

/** What the check reads from: the file store, or the uploads service in front of it. */
export interface StoredBytesReader {
  read(key: string): Promise<Buffer | null>;
}

/**
 * A stored file's bytes, in one buffer of their own; null when the store no longer has them.
 * @throws Error when the stored bytes are not the size recorded.
 */
export async function readStoredArtwork(
  store: StoredBytesReader,
  file: StoredArtwork,
): Promise<Buffer | null> {
  const bytes = await store.read(file.storageKey);
  if (bytes && bytes.length !== file.sizeBytes) {
    throw new Error(`The stored file ${file.storageKey} is not the size recorded`);
  }
  return bytes;
}

/** Checks stored files in this thread (tests, tools, and a server without a pool). */
export const checkStoredInProcess =
  (store: StoredBytesReader): CheckArtwork =>
  async (file, boxes) => {
    const bytes = await readStoredArtwork(store, file);
    if (!bytes) throw new Error(`The stored file ${file.storageKey} is missing`);
    return checkArtworkInProcess(bytes, file.mediaType, boxes);
  };

/** Checks `bytes`, stored as `mediaType`, for printing at `boxes`. */
export async function checkArtworkInProcess(
  bytes: Uint8Array,
  mediaType: string,
  boxes: PrintBoxes,
): Promise<ArtworkCheck> {
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
}

/**
 * How many threads libvips (sharp) may use for one picture, process-wide. By default it takes
 * every core; the artwork pool gives it one per worker, so a 50 MB check leaves the requests of
 * other visitors a core of their own (docs/performance.md, issue 33).
 */
export const limitPictureThreads = (threads: number) => sharp.concurrency(threads);
