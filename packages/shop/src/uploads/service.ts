import type { QuoteRepository } from '@shop/db/repositories/quotes';
import type { FileStore } from '@shop/db/storage/file-store';
import type { UploadLimits } from './contract';
import { ATTACHMENTS_FOLDER, discardKeys, receiveForm, type FormPart } from './receive-form';

export type { FormFields, FormPart, ReceivedFile, ReceivedForm } from './receive-form';

/**
 * Stored files no committed row names, older than this, are orphans: a request that failed, or a
 * process that died while writing. Far longer than any upload may take (UPLOAD_MAX_MS).
 */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

/**
 * Files sent with a form (ADR 0025): received into the file store, opened, discarded, and the
 * store's housekeeping. Other capabilities (quote requests; artwork next) call these operations.
 */
export function uploadsService({
  files,
  quotes,
  clock,
  limits,
}: {
  files: FileStore;
  quotes: QuoteRepository;
  clock: () => Date;
  limits: UploadLimits;
}) {
  return {
    /**
     * Streams a multipart form's files into the store, each checked as it arrives, and gathers its
     * text fields; a refused file removes what was stored (ADR 0025).
     */
    receive: (parts: AsyncIterable<FormPart>) => receiveForm(parts, { store: files, limits }),
    /** Removes stored files that no committed row names (a refused or replayed request's). */
    discard: (keys: string[]) => discardKeys(files, keys),
    /** A stored file's bytes, or null when the store has no such file. */
    open: (key: string) => files.open(key),

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
