import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import type { S3Target } from './s3-file-store';

/** Where uploads go: a directory on this machine, or an S3-compatible bucket. */
export type StorageTarget = { kind: 'local'; root: string } | ({ kind: 's3' } & S3Target);

export async function openFileStore(target: StorageTarget): Promise<FileStore> {
  if (target.kind === 'local') return localFileStore(target.root);
  // The AWS SDK is loaded only when a bucket is configured (ADR 0019: late modules).
  const { s3FileStore } = await import('./s3-file-store');
  return s3FileStore(target);
}
