import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTransport } from '@shop/db/mail/mail-transport';
import { localFileStore } from '@shop/db/storage/local-file-store';
import { DEFAULT_UPLOAD_LIMITS } from '../uploads/contract';

/**
 * A file store and a mail outbox for tests that send no files and no mail: a local store writes
 * nothing until a file comes, the outbox nothing until a message is sent.
 */
export const UNUSED_FILES = {
  files: localFileStore(join(tmpdir(), 'shop-tests-send-no-files')),
  uploadLimits: DEFAULT_UPLOAD_LIMITS,
  mailTransport: fileTransport(join(tmpdir(), 'shop-tests-send-no-mail'), 'shop@example.org'),
};
