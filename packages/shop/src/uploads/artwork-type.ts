import { fileTypeFromBuffer } from 'file-type';

/**
 * What an upload is, from its first bytes (never its name or the browser's MIME type): the
 * artwork types a print shop works from (issue 16 item 3). `file-type` recognises the binary
 * ones by their magic numbers; SVG is text, which it does not detect, so it is recognised here
 * as XML whose root element is <svg>.
 */
export interface ArtworkType {
  mediaType: string;
  /** Short name for logs and tests. */
  kind: 'pdf' | 'ai' | 'eps' | 'ps' | 'psd' | 'jpg' | 'png' | 'tif' | 'svg';
}

/** file-type's extension -> the type we store. AI is PDF- or PostScript-based. */
const ALLOWED: Record<string, ArtworkType> = {
  pdf: { kind: 'pdf', mediaType: 'application/pdf' },
  ai: { kind: 'ai', mediaType: 'application/postscript' },
  eps: { kind: 'eps', mediaType: 'application/postscript' },
  ps: { kind: 'ps', mediaType: 'application/postscript' },
  psd: { kind: 'psd', mediaType: 'image/vnd.adobe.photoshop' },
  jpg: { kind: 'jpg', mediaType: 'image/jpeg' },
  png: { kind: 'png', mediaType: 'image/png' },
  tif: { kind: 'tif', mediaType: 'image/tiff' },
};

const SVG: ArtworkType = { kind: 'svg', mediaType: 'image/svg+xml' };

/** How many first bytes are read to decide: enough for file-type and an SVG's prolog. */
export const SNIFF_BYTES = 16 * 1024;

/** The artwork type of a file starting with `head`, or null when it is not one we accept. */
export async function artworkTypeOf(head: Uint8Array): Promise<ArtworkType | null> {
  const detected = await fileTypeFromBuffer(head);
  // file-type calls an SVG with an XML declaration plain XML; the root element decides.
  if (detected && detected.ext !== 'xml') return ALLOWED[detected.ext] ?? null;
  if (isTiffHeader(head)) return TIFF;
  return isSvg(head) ? SVG : null;
}

const TIFF = ALLOWED.tif as ArtworkType;

/**
 * A classic TIFF header (II*\0 or MM\0*) whose first directory file-type could not reach:
 * libtiff, libvips and sharp write the pixels first and the directory after them, beyond the
 * bytes sniffed. The file is then read whole by the preflight, which says if it is not a TIFF.
 */
export function isTiffHeader(head: Uint8Array): boolean {
  const little = head[0] === 0x49 && head[1] === 0x49 && head[2] === 0x2a && head[3] === 0x00;
  const big = head[0] === 0x4d && head[1] === 0x4d && head[2] === 0x00 && head[3] === 0x2a;
  return head.length >= 8 && (little || big);
}

/**
 * XML text whose first element is <svg>: after an optional BOM, XML declaration, comments,
 * processing instructions and a DOCTYPE. HTML (even with an <svg> inside) and scripts are not.
 */
export function isSvg(head: Uint8Array): boolean {
  // stream: a character cut at the end of the sample is left out, not replaced.
  const text = new TextDecoder('utf-8').decode(head, { stream: true });
  if (text.includes('\u0000') || text.includes('\ufffd')) return false;
  let rest = text.replace(/^\ufeff/, '');
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith('<?')) rest = after(rest, '?>');
    else if (rest.startsWith('<!--')) rest = after(rest, '-->');
    else if (/^<!DOCTYPE\s/i.test(rest)) rest = afterDoctype(rest);
    else break;
  }
  return /^<(svg:)?svg[\s/>]/.test(rest);
}

function after(text: string, end: string): string {
  const at = text.indexOf(end);
  return at === -1 ? '' : text.slice(at + end.length);
}

/** A DOCTYPE may hold an internal subset in [...], whose entity values may contain '>'. */
function afterDoctype(text: string): string {
  const open = text.indexOf('[');
  const close = text.indexOf('>');
  if (open !== -1 && open < close) return after(after(text, ']'), '>');
  return after(text, '>');
}
