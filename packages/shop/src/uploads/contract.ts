import { z } from 'zod';

/**
 * Files sent with a quote request (issue 16 items 3-6, spec 001 §5 "Attachments", §8): the
 * limits a form shows and the answers that describe stored files. Browser-safe: zod only.
 */

/** Spec 001 §5, §9: at most 4 files in all. */
export const ATTACHMENTS_MAX = 4;
/** The multipart field the files come in (spec 001 §3 "Special Processing payload"). */
export const ATTACHMENTS_FIELD = 'attachments';

/** Spec 001 §8's words where it has them; ours where it says nothing. */
export const ATTACHMENT_MESSAGES = {
  tooMany: 'You cannot upload more than 4 files.',
  typeNotAccepted: 'File type not accepted. Please try again.',
  empty: 'The file is empty. Please upload your file',
  fileTooLarge: (mib: number) => `The file is larger than ${mib} MiB.`,
  requestTooLarge: (mib: number) => `The files together are larger than ${mib} MiB.`,
  wrongField: `Files are accepted only in the "${ATTACHMENTS_FIELD}" field.`,
  tooSlow: 'The upload took too long. Please try again.',
} as const;

/** How much a request may carry (configurable: README, ADR 0025). */
export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxRequestBytes: number;
}

/** One refused file, named so a form can show the message beside it. */
export interface FileProblem {
  field: string;
  file: string;
  message: string;
}

/** A stored file as its owner sees it. */
export const attachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  /** The type its content was recognised as (never the browser's claim). */
  type: z.string(),
  sha256: z.string(),
});

export type Attachment = z.infer<typeof attachmentSchema>;

/** The defaults: 4 files (spec 001 §9), 50 MiB each, 200 MiB in all. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFiles: ATTACHMENTS_MAX,
  maxFileBytes: 50 * 1024 * 1024,
  maxRequestBytes: 200 * 1024 * 1024,
};
