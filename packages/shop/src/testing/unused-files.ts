import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localFileStore } from '@shop/db/storage/local-file-store';
import { DEFAULT_UPLOAD_LIMITS } from '../uploads/contract';

/** A file store for tests that send no files: a local store writes nothing until a file comes. */
export const UNUSED_FILES = {
  files: localFileStore(join(tmpdir(), 'shop-tests-send-no-files')),
  uploadLimits: DEFAULT_UPLOAD_LIMITS,
};
