import type { QuoteRepository } from '@shop/db/repositories/quotes';
import type { FileStore } from '@shop/db/storage/file-store';
import { ATTACHMENTS_FOLDER } from './receive-form';

/**
 * Stored files no committed row names, older than this, are orphans: a request that failed, or a
 * process that died while writing. Far longer than any upload may take (UPLOAD_MAX_MS).
 */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

/** Housekeeping of the file store (ADR 0025). */
export function uploadsService({
  files,
  quotes,
  clock,
}: {
  files: FileStore;
  quotes: QuoteRepository;
  clock: () => Date;
}) {
  return {
    /** Removes orphaned files; resolves with how many were removed. */
    async removeOrphans(): Promise<number> {
      const cutoff = new Date(clock().getTime() - ORPHAN_AFTER_MS);
      const old = await files.listOlderThan(ATTACHMENTS_FOLDER, cutoff);
      let removed = 0;
      for (let at = 0; at < old.length; at += 500) {
        const batch = old.slice(at, at + 500);
        const kept = await quotes.referencedKeys(batch);
        for (const key of batch.filter((k) => !kept.has(k))) {
          await files.delete(key);
          removed += 1;
        }
      }
      return removed;
    },
    describeStore: () => files.describe(),
  };
}

export type UploadsService = ReturnType<typeof uploadsService>;
