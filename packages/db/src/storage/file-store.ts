import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

/**
 * Where uploaded files live (ADR 0025): local disk under DATA_DIR, or an S3-compatible bucket.
 * Keys are ours, never a client's file name: `<folder>/<uuid>`.
 */
export interface FileStore {
  /** Stores `body` under `key`; size and SHA-256 (hex) are computed while the bytes pass. */
  put(key: string, body: Readable, mediaType: string): Promise<StoredBytes>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  open(key: string): Promise<Readable | null>;
  /**
   * The stored bytes in one buffer of their own (transferable to a worker), or null. Read off
   * the request thread where the store can: a 50 MB artwork file is read for its check without
   * copying it piece by piece on the thread that answers other visitors.
   */
  read(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Keys under `folder` last written before `cutoff` (housekeeping). */
  listOlderThan(folder: string, cutoff: Date): Promise<string[]>;
  /** Where the files are, for the start-up log. */
  describe(): string;
}

export interface StoredBytes {
  size: number;
  sha256: string;
}

/** What a key looks like: a lower-case folder and a UUID. Anything else is refused. */
export const STORAGE_KEY =
  /^[a-z][a-z-]{0,30}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

export function checkFolder(folder: string): string {
  if (!/^[a-z][a-z-]{0,30}$/.test(folder)) throw new Error(`Not a folder: ${folder}`);
  return folder;
}

/** A pass-through that counts and hashes what flows through it. */
export function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: (): StoredBytes => ({ size, sha256: hash.digest('hex') }) };
}
