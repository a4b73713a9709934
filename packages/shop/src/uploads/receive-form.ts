import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStore } from '@shop/db/storage/file-store';
import { ShopProblem } from '../problem';
import { artworkTypeOf, SNIFF_BYTES } from './artwork-type';
import {
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_FIELD,
  type FileProblem,
  type UploadLimits,
} from './contract';

/**
 * One part of a multipart form, as the API hands it over (no HTTP here): a text field, or a
 * file whose bytes are still arriving.
 */
export type FormPart =
  | { kind: 'field'; name: string; value: string; truncated: boolean }
  | { kind: 'file'; name: string; filename: string; stream: Readable };

/** Text fields by name; a name given more than once holds every value, in order. */
export type FormFields = Record<string, string | string[]>;

/** A file in the file store, not yet named by any committed row (so still an orphan). */
export interface ReceivedFile {
  /** The form field it came in. */
  field: string;
  key: string;
  originalName: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
}

export interface ReceivedForm {
  fields: FormFields;
  files: ReceivedFile[];
}

/** Where files of quote requests are kept in the store; housekeeping sweeps this folder. */
export const ATTACHMENTS_FOLDER = 'attachments';

/** Which fields may carry files, and where they are stored: a quote request's by default. */
export interface FileFields {
  folder: string;
  accepts: (field: string) => boolean;
  /** Said of a file in another field. */
  wrongField: string;
}

export const ATTACHMENT_FIELDS: FileFields = {
  folder: ATTACHMENTS_FOLDER,
  accepts: (field) => field === ATTACHMENTS_FIELD,
  wrongField: ATTACHMENT_MESSAGES.wrongField,
};

const MIB = 1024 * 1024;

const fileProblem = (
  status: number,
  code: string,
  file: string,
  message: string,
  field = ATTACHMENTS_FIELD,
) => {
  const details: FileProblem[] = [{ field, file, message }];
  return new ShopProblem(status, code, message, details);
};

/**
 * Reads a multipart form: text fields are collected, and each file is checked by its first bytes
 * and streamed into the store under a random key as it arrives (never held whole in memory).
 * The form is refused whole at the first bad file; every file already stored is then removed.
 */
export async function receiveForm(
  parts: AsyncIterable<FormPart>,
  { store, limits }: { store: FileStore; limits: UploadLimits },
  fileFields: FileFields = ATTACHMENT_FIELDS,
): Promise<ReceivedForm> {
  const fields = new Map<string, string[]>();
  const files: ReceivedFile[] = [];
  /** Keys written or being written: removed if the form is refused. */
  const keys: string[] = [];
  let requestBytes = 0;
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (part.truncated) {
          throw new ShopProblem(413, 'FIELD_TOO_LONG', `The field ${part.name} is too long.`, [
            { field: part.name, message: 'is too long' },
          ]);
        }
        fields.set(part.name, [...(fields.get(part.name) ?? []), part.value]);
        continue;
      }
      const name = cleanFileName(part.filename);
      if (!fileFields.accepts(part.name)) {
        throw fileProblem(400, 'UNKNOWN_FILE_FIELD', name, fileFields.wrongField, part.name);
      }
      if (files.length >= limits.maxFiles) {
        throw fileProblem(400, 'TOO_MANY_FILES', name, ATTACHMENT_MESSAGES.tooMany, part.name);
      }
      const source = part.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const { head, ended } = await readHead(source, SNIFF_BYTES);
      if (head.length === 0)
        throw fileProblem(400, 'FILE_EMPTY', name, ATTACHMENT_MESSAGES.empty, part.name);
      const type = await artworkTypeOf(head);
      if (!type) {
        throw fileProblem(
          415,
          'FILE_TYPE_NOT_ACCEPTED',
          name,
          ATTACHMENT_MESSAGES.typeNotAccepted,
          part.name,
        );
      }
      let fileBytes = 0;
      const count = (bytes: number) => {
        fileBytes += bytes;
        requestBytes += bytes;
        if (fileBytes > limits.maxFileBytes) {
          const message = ATTACHMENT_MESSAGES.fileTooLarge(limits.maxFileBytes / MIB);
          throw fileProblem(413, 'FILE_TOO_LARGE', name, message, part.name);
        }
        if (requestBytes > limits.maxRequestBytes) {
          const message = ATTACHMENT_MESSAGES.requestTooLarge(limits.maxRequestBytes / MIB);
          throw fileProblem(413, 'REQUEST_TOO_LARGE', name, message, part.name);
        }
      };
      const key = `${fileFields.folder}/${randomUUID()}`;
      keys.push(key);
      const body = Readable.from(counted(head, ended ? null : source, count), {
        objectMode: false,
      });
      const stored = await store.put(key, body, type.mediaType);
      files.push({
        field: part.name,
        key,
        originalName: name,
        mediaType: type.mediaType,
        ...toSize(stored),
      });
    }
  } catch (error) {
    await discardKeys(store, keys);
    throw error;
  }
  const given = [...fields].map(([name, values]) => [
    name,
    values.length === 1 ? values[0] : values,
  ]);
  return { fields: Object.fromEntries(given) as FormFields, files };
}

const toSize = (stored: { size: number; sha256: string }) => ({
  sizeBytes: stored.size,
  sha256: stored.sha256,
});

/** Removes stored files of a request that will not be committed. */
export async function discardKeys(store: FileStore, keys: string[]) {
  // A file that cannot be removed now is an orphan: housekeeping removes it later.
  await Promise.all(keys.map((key) => store.delete(key).catch(() => {})));
}

/** The first `bytes` bytes (fewer when the file is shorter), and whether that was all of it. */
async function readHead(source: AsyncIterator<Buffer>, bytes: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await source.next();
    if (next.done) return { head: Buffer.concat(chunks), ended: true };
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), ended: false };
}

/** The head, then the rest of the source, counting every byte against the limits. */
async function* counted(
  head: Buffer,
  source: AsyncIterator<Buffer> | null,
  count: (bytes: number) => void,
) {
  count(head.length);
  yield head;
  if (!source) return;
  try {
    for (;;) {
      const next = await source.next();
      if (next.done) return;
      count(next.value.length);
      yield next.value;
    }
  } finally {
    // Stopped early (a limit, a failed write): let the source stop too.
    await source.return?.();
  }
}

/**
 * The name the client gave, fit to show and to send back: its last path segment, without
 * control or bidirectional-override characters, at most 200 characters. Never used as a path.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function cleanFileName(given: string): string {
  const base = given.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(UNSHOWABLE, '');
  const trimmed = Array.from(clean.trim()).slice(0, 200).join('');
  return trimmed === '' || trimmed === '.' || trimmed === '..' ? 'attachment' : trimmed;
}
