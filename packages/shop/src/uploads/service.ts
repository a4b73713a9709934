import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DesignRepository } from '@shop/db/repositories/designs';
import type { QuoteRepository } from '@shop/db/repositories/quotes';
import type { FileStore, StoredBytes } from '@shop/db/storage/file-store';
import type { UploadLimits } from './contract';
import {
  ATTACHMENTS_FOLDER,
  discardKeys,
  receiveForm,
  type FileFields,
  type FormPart,
} from './receive-form';

export type { FormFields, FormPart, ReceivedFile, ReceivedForm } from './receive-form';

/**
 * Stored files no committed row names, older than this, are orphans: a request that failed, or a
 * process that died while writing. Far longer than any upload may take (UPLOAD_MAX_MS).
 */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

/** Where artwork files (issue 33) and their digital proofs are kept in the store. */
export const ARTWORK_FOLDER = 'artwork';
export const PROOFS_FOLDER = 'proofs';
/** Where the proofs staff make (issue 35) are kept. */
export const STAFF_PROOFS_FOLDER = 'staff-proofs';

/**
 * Files sent with a form (ADR 0025): received into the file store, opened, discarded, and the
 * store's housekeeping. Other capabilities (quote requests; artwork next) call these operations.
 */
export function uploadsService({
  files,
  quotes,
  designs,
  clock,
  limits,
}: {
  files: FileStore;
  quotes: QuoteRepository;
  designs: DesignRepository;
  clock: () => Date;
  limits: UploadLimits;
}) {
  return {
    /**
     * Streams a multipart form's files into the store, each checked as it arrives, and gathers its
     * text fields; a refused file removes what was stored (ADR 0025).
     */
    receive: (parts: AsyncIterable<FormPart>, fileFields?: FileFields) =>
      receiveForm(parts, { store: files, limits }, fileFields),
    /** Removes stored files that no committed row names (a refused or replayed request's). */
    discard: (keys: string[]) => discardKeys(files, keys),
    /** A stored file's bytes, or null when the store has no such file. */
    open: (key: string) => files.open(key),
    /** A stored file's bytes in one buffer of their own, or null (FileStore.read). */
    read: (key: string) => files.read(key),
    /** Stores bytes we made (a proof, a lettering cut file) under a new key in `folder`. */
    async putBytes(
      folder: string,
      bytes: Uint8Array,
      mediaType: string,
    ): Promise<StoredBytes & { key: string }> {
      const key = `${folder}/${randomUUID()}`;
      const stored = await files.put(key, Readable.from([Buffer.from(bytes)]), mediaType);
      return { key, ...stored };
    },

    /** Removes orphaned files; resolves with how many were removed. */
    async removeOrphans(): Promise<number> {
      const cutoff = new Date(clock().getTime() - ORPHAN_AFTER_MS);
      const folders: Array<[string, (keys: string[]) => Promise<Set<string>>]> = [
        [ATTACHMENTS_FOLDER, (keys) => quotes.referencedKeys(keys)],
        [ARTWORK_FOLDER, (keys) => designs.referencedKeys(keys)],
        [PROOFS_FOLDER, (keys) => designs.referencedKeys(keys)],
        [STAFF_PROOFS_FOLDER, (keys) => designs.referencedKeys(keys)],
      ];
      let removed = 0;
      for (const [folder, referenced] of folders) {
        const old = await files.listOlderThan(folder, cutoff);
        for (let at = 0; at < old.length; at += 500) {
          const batch = old.slice(at, at + 500);
          const kept = await referenced(batch);
          for (const key of batch.filter((k) => !kept.has(k))) {
            await files.delete(key);
            removed += 1;
          }
        }
      }
      return removed;
    },
    describeStore: () => files.describe(),
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
