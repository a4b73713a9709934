import { ATTACHMENTS_FIELD, ATTACHMENTS_MAX } from '@shop/shop/uploads/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  addFiles,
  ARTWORK_ACCEPT,
  fileSizeText,
  previewKind,
  type PreviewKind,
} from './attachments';

/** Spec 001 §5, §9: 'Maximum of 4 files only!' shows for 5 seconds. */
const LIMIT_TOOLTIP_MS = 5000;

interface AttachmentsFieldProps {
  files: File[];
  onChange(files: File[]): void;
  /** The server's message about a file, naming it. */
  error?: string;
}

/**
 * Attach File (spec 001 §2, §5): up to 4 files, each previewed (the picture of a JPEG or PNG, an
 * icon for PDF, PostScript and the rest) with its name, size and a Remove button.
 */
export function AttachmentsField({ files, onChange, error }: AttachmentsFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [overLimit, setOverLimit] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!overLimit) return;
    const timer = setTimeout(() => setOverLimit(false), LIMIT_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [overLimit]);

  const choose = (chosen: File[]) => {
    const added = addFiles(files, chosen);
    setRefusal(added.refusal);
    setOverLimit(added.overLimit);
    if (added.files.length !== files.length) onChange(added.files);
  };
  const full = files.length >= ATTACHMENTS_MAX;
  const message = refusal ?? error;

  return (
    <div className="field sp-files">
      <span className="sp-files__label" id={`${id}-label`}>
        Artwork files{' '}
        <span className="sp-files__count">
          ({files.length} of {ATTACHMENTS_MAX})
        </span>
      </span>
      <div className="sp-files__picker">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ARTWORK_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            // The same file may be chosen again after it was removed.
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button"
          data-field={ATTACHMENTS_FIELD}
          aria-describedby={`${id}-hint ${id}-message`}
          onClick={() => {
            if (full) setOverLimit(true);
            else input.current?.click();
          }}
        >
          Attach File
        </button>
        {overLimit ? (
          <span className="sp-files__tooltip" role="status">
            Maximum of {ATTACHMENTS_MAX} files only!
          </span>
        ) : null}
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        PDF, AI, EPS, SVG, PSD, JPEG, PNG or TIFF; up to {ATTACHMENTS_MAX} files.
      </p>
      <p className="field__message" id={`${id}-message`} role="alert">
        {message}
      </p>
      {files.length > 0 ? (
        <ul className="sp-files__list" aria-labelledby={`${id}-label`}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}-${file.size}`} className="sp-files__item">
              <FilePreview file={file} />
              <span className="sp-files__name">{file.name}</span>
              <span className="sp-files__size">{fileSizeText(file.size)}</span>
              <button
                type="button"
                className="sp-files__remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setRefusal(null);
                  onChange(files.filter((_, at) => at !== index));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A JPEG or PNG's own picture; a fixed icon for the other kinds. */
function FilePreview({ file }: { file: File }) {
  const kind = previewKind(file);
  // The picture's URL lives exactly as long as the mounted <img>: made when React attaches it,
  // revoked when it goes (a render React throws away makes none, so none leaks).
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (kind === 'image') {
    return <img ref={showFile} className="sp-files__thumb" alt="" width={48} height={48} />;
  }
  return <FileIcon kind={kind} />;
}

const ICON_TEXT: Record<Exclude<PreviewKind, 'image'>, string> = {
  pdf: 'PDF',
  postscript: 'PS',
  file: 'FILE',
};
const ICON_COLOUR: Record<Exclude<PreviewKind, 'image'>, string> = {
  pdf: '#b3261e',
  postscript: '#8a4b00',
  file: '#4a5563',
};

function FileIcon({ kind }: { kind: Exclude<PreviewKind, 'image'> }) {
  return (
    <svg
      className="sp-files__thumb"
      data-preview={kind}
      viewBox="0 0 48 48"
      width={48}
      height={48}
      aria-hidden="true"
    >
      <path d="M10 3h20l10 10v32H10z" fill="#fff" stroke="#9aa3ad" strokeWidth="2" />
      <path d="M30 3v10h10" fill="none" stroke="#9aa3ad" strokeWidth="2" />
      <rect x="4" y="24" width="34" height="14" rx="2" fill={ICON_COLOUR[kind]} />
      <text
        x="21"
        y="34.5"
        textAnchor="middle"
        fontSize="10"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {ICON_TEXT[kind]}
      </text>
    </svg>
  );
}
