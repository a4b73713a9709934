import { ATTACHMENT_MESSAGES, ATTACHMENTS_MAX } from '@shop/shop/uploads/contract';

/**
 * The browser's side of the attachments (spec 001 §5): at most 4 files, scripts and style sheets
 * refused as chosen, and how each file is previewed. The server is the real gate (it checks the
 * content, ADR 0025); this only spares the visitor a refused request.
 */

/** Spec 001 §5: files with these extensions are refused in the browser. */
const REFUSED_EXTENSIONS = new Set(['js', 'ts', 'css', 'scss']);

/** What the file picker offers first: the artwork types the server accepts. */
export const ARTWORK_ACCEPT =
  '.pdf,.ai,.eps,.ps,.svg,.psd,.jpg,.jpeg,.png,.tif,.tiff,application/pdf,image/*';

export type PreviewKind = 'image' | 'pdf' | 'postscript' | 'file';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Spec 001 §5: JPEG and PNG show the picture, PDF and PostScript fixed icons, others a default. */
export function previewKind(file: { name: string; type: string }): PreviewKind {
  const extension = extensionOf(file.name);
  if (file.type === 'image/jpeg' || file.type === 'image/png') return 'image';
  if (['jpg', 'jpeg', 'png'].includes(extension)) return 'image';
  if (file.type === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (file.type === 'application/postscript' || ['ps', 'eps', 'ai'].includes(extension))
    return 'postscript';
  return 'file';
}

export interface AddedFiles<F> {
  files: F[];
  /** The chosen files would have made more than 4: the tooltip shows. */
  overLimit: boolean;
  /** Why some chosen files were not taken (a script, an empty file), naming them; or null. */
  refusal: string | null;
}

/**
 * Adds the chosen files to those already attached: refused ones are named, and no more than 4
 * are kept in all (the first chosen first).
 */
export function addFiles<F extends { name: string; size: number }>(
  attached: readonly F[],
  chosen: readonly F[],
): AddedFiles<F> {
  const refused = chosen.filter(
    (file) => REFUSED_EXTENSIONS.has(extensionOf(file.name)) || file.size === 0,
  );
  const taken = chosen.filter((file) => !refused.includes(file));
  const room = Math.max(0, ATTACHMENTS_MAX - attached.length);
  return {
    files: [...attached, ...taken.slice(0, room)],
    overLimit: taken.length > room,
    refusal: refusalOf(refused),
  };
}

function refusalOf(refused: readonly { name: string; size: number }[]): string | null {
  if (refused.length === 0) return null;
  const empty = refused.filter(
    (file) => file.size === 0 && !REFUSED_EXTENSIONS.has(extensionOf(file.name)),
  );
  const names = (list: readonly { name: string }[]) => list.map((file) => file.name).join(', ');
  const scripts = refused.filter((file) => !empty.includes(file));
  const parts = [
    // The server's words for the same refusals (spec 001 §8), naming the files.
    scripts.length > 0 ? `${ATTACHMENT_MESSAGES.typeNotAccepted} (${names(scripts)})` : '',
    empty.length > 0 ? `${ATTACHMENT_MESSAGES.empty} (${names(empty)})` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** "2.4 MB", "830 KB": a file's size as the preview shows it. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
