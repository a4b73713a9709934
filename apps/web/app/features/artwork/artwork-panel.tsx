import { LEVEL_LABELS, type DesignView, type LineArtworkView } from '@shop/shop/artwork/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { shopClient } from '~/lib/shop-client';
import { formatShortDay } from '~/ui/format';
import './artwork.css';

/** What the upload accepts (the server decides by the file's content; this only helps pick). */
const ACCEPT = '.ai,.eps,.pdf,.svg,.psd,.jpg,.jpeg,.png,.tif,.tiff';

/** How often a file still being checked is looked at again. */
const RECHECK_MS = 3000;

const SIDE_LABEL = { front: 'Front', back: 'Back' } as const;
/** A proof by our staff: the customer's answer, shown in the verdict's colours. */
const PROOF_ANSWER = {
  waiting: { label: 'Waiting for your answer', level: 'warning' },
  approved: { label: 'Approved', level: 'pass' },
  changes_requested: { label: 'Changes asked', level: 'problem' },
  superseded: { label: 'Replaced by a newer proof', level: 'replaced' },
} as const;

const inches = (value: number) => `${Number(value.toFixed(3))} in`;
const number = (value: number) => String(Number(value.toFixed(3)));

/** When a step of a design's history happened, in the visitor's own clock. */
const when = (at: string) =>
  new Date(at).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * A line's artwork (issue 33), inside the artwork dialog: per set, each side's file with its
 * findings and digital proof, an upload that is checked while the customer watches, approval and
 * a request for a proof by our staff. Every figure and decision is the server's answer.
 */
export function ArtworkPanel({
  line,
  linkKey,
  onChanged,
}: {
  line: string;
  linkKey?: string | null;
  onChanged?: () => void;
}) {
  const [artwork, setArtwork] = useState<LineArtworkView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    let live = true;
    void shopClient.artwork.find(line, linkKey).then((result) => {
      if (!live) return;
      if (result.ok) setArtwork(result.data);
      else setLoadError(result.message);
    });
    return () => {
      live = false;
    };
  }, [line, linkKey]);

  // A file still being checked (its check is being run again after a failure) is looked at
  // again every few seconds until it has its report.
  const checking = artwork?.designs.some((design) =>
    design.files.some((file) => file.status === 'checking'),
  );
  useEffect(() => {
    if (!checking || busy !== null) return;
    const timer = setTimeout(() => {
      void shopClient.artwork.find(line, linkKey).then((result) => {
        if (result.ok) setArtwork(result.data);
      });
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [artwork, checking, busy, line, linkKey]);

  /** Runs one change; its refusal is shown beside the set it is about. */
  async function change(
    set: number,
    what: string,
    call: () => ReturnType<typeof shopClient.artwork.find>,
  ) {
    setBusy(what);
    setErrors((before) => ({ ...before, [set]: '' }));
    const result = await call();
    setBusy(null);
    if (result.ok) {
      setArtwork(result.data);
      onChanged?.();
      return;
    }
    setErrors((before) => ({ ...before, [set]: result.message }));
    // Refused because something changed meanwhile: show what is there now.
    if (result.status === 409) {
      const fresh = await shopClient.artwork.find(line, linkKey);
      if (fresh.ok) setArtwork(fresh.data);
    }
  }

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!artwork) return <p aria-live="polite">Loading your artwork…</p>;

  return (
    <div className="artwork" data-testid="artwork-panel">
      <p className="artwork__size">
        Print size {number(artwork.trim.width_in)} x {inches(artwork.trim.height_in)}, plus{' '}
        {inches(artwork.bleed_per_side_in)} of bleed on every side; keep text and logos{' '}
        {inches(artwork.safety_per_side_in)} inside the cut.{' '}
        <a href="/user-guide/artwork-guide">Artwork guide and templates</a>
      </p>
      {artwork.designer_made ? (
        <p className="artwork__note">
          Your lettering was made in our designer: its cut file is your artwork. Check the proof and
          approve it.
        </p>
      ) : null}
      {artwork.production_label ? (
        <p className="artwork__order" data-testid="artwork-order">
          Order status: <strong>{artwork.production_label}</strong>
          {artwork.dispatch_date ? (
            <> · expected dispatch {formatShortDay(artwork.dispatch_date)}</>
          ) : null}
        </p>
      ) : null}
      {artwork.designs.map((design) => (
        <DesignSection
          key={design.set}
          design={design}
          sides={artwork.sides}
          sets={artwork.designs.length}
          busy={busy}
          error={errors[design.set] ?? ''}
          onUpload={(side, file) => {
            const form = new FormData();
            form.append(`${side}-${design.set}`, file);
            void change(design.set, `upload-${side}-${design.set}`, () =>
              shopClient.artwork.upload(line, form, linkKey),
            );
          }}
          onFix={(fileId, fix) =>
            void change(design.set, `fix-${design.set}`, () =>
              shopClient.artwork.fix(line, fileId, fix, linkKey),
            )
          }
          onApprove={(version) =>
            void change(design.set, `approve-${design.set}`, () =>
              shopClient.artwork.approve(line, design.set, linkKey, version),
            )
          }
          onStaffProof={(comment) =>
            void change(design.set, `staff-${design.set}`, () =>
              shopClient.artwork.requestStaffProof(line, design.set, comment, linkKey),
            )
          }
          onRequestChanges={(answer) =>
            void change(design.set, `changes-${design.set}`, () =>
              shopClient.artwork.requestChanges(line, design.set, answer, linkKey),
            )
          }
        />
      ))}
    </div>
  );
}

function DesignSection({
  design,
  sides,
  sets,
  busy,
  error,
  onUpload,
  onFix,
  onApprove,
  onStaffProof,
  onRequestChanges,
}: {
  design: DesignView;
  sides: ReadonlyArray<'front' | 'back'>;
  sets: number;
  busy: string | null;
  error: string;
  onUpload(side: 'front' | 'back', file: File): void;
  /** A fix a finding offered, chosen: a new file made from this one. */
  onFix(fileId: string, fix: string): void;
  /** `version`: the proof by our staff approved, when one waits for an answer. */
  onApprove(version?: number): void;
  onStaffProof(comment: string): void;
  onRequestChanges(answer: { version: number; comment: string }): void;
}) {
  const [comment, setComment] = useState('');
  // The proof by our staff waiting for the customer's answer, if one is.
  const waiting = design.state === 'proof_sent' ? design.proofs.at(-1) : undefined;
  const newest = design.proofs.at(-1);
  const ofDesign =
    sets > 1 ? <span className="visually-hidden"> of design {design.set}</span> : null;
  const name = sets > 1 ? `Design ${design.set}` : 'Your design';
  return (
    <section className="artwork-design" aria-label={name} data-testid={`design-${design.set}`}>
      <h3 className="artwork-design__title">
        {name}{' '}
        <span className={`artwork-state artwork-state--${design.state}`}>{design.state_label}</span>
      </h3>
      <div className="artwork-design__sides">
        {sides.map((side) => {
          const file = design.files.find((entry) => entry.side === side);
          const uploading = busy === `upload-${side}-${design.set}`;
          const label = `${SIDE_LABEL[side]}${sets > 1 ? ` of design ${design.set}` : ''}`;
          return (
            <div key={side} className="artwork-side">
              {sides.length > 1 ? <h4>{SIDE_LABEL[side]}</h4> : null}
              {uploading || busy === `fix-${design.set}` ? (
                <p className="artwork-side__checking" role="status">
                  Checking your file and drawing its proof…
                </p>
              ) : file ? (
                <div className="artwork-side__body">
                  <div className="artwork-side__report">
                    <p className="artwork-side__file">
                      <a href={file.download_url}>{file.name}</a>{' '}
                      {file.verdict ? (
                        <span className={`artwork-verdict artwork-verdict--${file.verdict}`}>
                          {LEVEL_LABELS[file.verdict]}
                        </span>
                      ) : (
                        <span className="artwork-verdict">Being checked</span>
                      )}
                    </p>
                    <ul className="artwork-findings">
                      {file.findings.map((finding) => (
                        <li
                          key={finding.check + finding.message}
                          className={`artwork-finding artwork-finding--${finding.level}`}
                        >
                          <strong>{LEVEL_LABELS[finding.level]}:</strong> {finding.message}
                          {finding.fix && design.can_upload ? (
                            <button
                              type="button"
                              className="link-button artwork-finding__fix"
                              disabled={busy !== null}
                              onClick={() => finding.fix && onFix(file.id, finding.fix.id)}
                            >
                              {finding.fix.label}
                            </button>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </div>
                  {file.proof_url ? (
                    <img
                      className="artwork-proof"
                      src={file.proof_url}
                      alt={`Digital proof: ${label.toLowerCase()} as it will be printed and cut`}
                    />
                  ) : file.status === 'checked' ? (
                    <p className="artwork-side__by-hand">
                      We will check this file by hand and send you a proof.
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="artwork-side__empty">No file yet.</p>
              )}
              {design.can_upload ? (
                <label className="button artwork-side__upload">
                  {file ? 'Replace file' : 'Upload file'}
                  <span className="visually-hidden"> for the {label.toLowerCase()}</span>
                  <input
                    type="file"
                    accept={ACCEPT}
                    className="visually-hidden"
                    disabled={busy !== null}
                    onChange={(event) => {
                      const chosen = event.currentTarget.files?.[0];
                      event.currentTarget.value = '';
                      if (chosen) onUpload(side, chosen);
                    }}
                  />
                </label>
              ) : null}
            </div>
          );
        })}
      </div>
      {design.proofs.length > 0 ? (
        <div className="artwork-proofs">
          <h4>Proofs by our staff</h4>
          <ol className="artwork-proofs__list">
            {design.proofs.map((proof) => (
              <li key={proof.id} className="artwork-proofs__item">
                <p className="artwork-proofs__head">
                  <a href={proof.url}>
                    Proof {proof.version}
                    <span className="visually-hidden"> ({proof.name})</span>
                  </a>{' '}
                  <time dateTime={proof.sent_at}>{when(proof.sent_at)}</time>{' '}
                  <span
                    className={`artwork-verdict artwork-verdict--${PROOF_ANSWER[proof.decision ?? 'waiting'].level}`}
                  >
                    {PROOF_ANSWER[proof.decision ?? 'waiting'].label}
                  </span>
                </p>
                {proof.note ? <p className="artwork-proofs__note">Our note: {proof.note}</p> : null}
                {proof.comment ? (
                  <p className="artwork-proofs__note">You asked: {proof.comment}</p>
                ) : null}
                {proof === newest &&
                (proof.decision === null || proof.decision === 'approved') &&
                proof.type.startsWith('image/') ? (
                  <img
                    className="artwork-proof"
                    src={proof.url}
                    alt={`Proof ${proof.version} by our staff, as it will be printed`}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {design.locked_reason && !design.can_upload && design.state !== 'approved' ? (
        <p className="artwork-design__locked">{design.locked_reason}</p>
      ) : null}
      {design.staff_proof_comment ? (
        <p className="artwork-design__comment">
          Your note to our staff: {design.staff_proof_comment}
        </p>
      ) : null}
      {error ? (
        <p className="artwork-design__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="artwork-design__actions">
        {design.can_approve ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => onApprove(waiting?.version)}
          >
            {busy === `approve-${design.set}`
              ? 'Approving…'
              : waiting
                ? `Approve proof ${waiting.version}`
                : 'Approve proof'}
            {ofDesign}
          </button>
        ) : null}
        {design.can_request_changes && waiting ? (
          // Keyed by version: the words asked of one version are not offered for the next.
          <ChangesForm
            key={waiting.version}
            set={design.set}
            ofDesign={ofDesign}
            busy={busy}
            onSend={(words) => onRequestChanges({ version: waiting.version, comment: words })}
          />
        ) : null}
        {design.can_request_staff_proof ? (
          <details className="artwork-design__staff">
            <summary>Ask for a proof by our staff</summary>
            <label htmlFor={`staff-comment-${design.set}`}>
              What should we look at? (optional)
            </label>
            <textarea
              id={`staff-comment-${design.set}`}
              maxLength={2000}
              rows={3}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => onStaffProof(comment)}
            >
              Send request
            </button>
          </details>
        ) : null}
      </div>
      {design.events.length > 0 ? (
        <details className="artwork-design__history">
          <summary>History</summary>
          <ol className="artwork-design__events">
            {design.events.map((event, index) => (
              <li key={index}>
                <time dateTime={event.at}>{when(event.at)}</time> {event.label}
                {event.note && event.note !== design.staff_proof_comment ? ` (${event.note})` : ''}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}

/** What the customer wants changed in the proof by our staff they are looking at. */
function ChangesForm({
  set,
  ofDesign,
  busy,
  onSend,
}: {
  set: number;
  ofDesign: ReactNode;
  busy: string | null;
  onSend(comment: string): void;
}) {
  const [words, setWords] = useState('');
  return (
    <form
      className="artwork-design__changes"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(words);
      }}
    >
      <label htmlFor={`changes-${set}`}>What should we change?{ofDesign}</label>
      <textarea
        id={`changes-${set}`}
        maxLength={2000}
        rows={3}
        required
        value={words}
        onChange={(event) => setWords(event.currentTarget.value)}
      />
      <button type="submit" className="button" disabled={busy !== null}>
        {busy === `changes-${set}` ? 'Sending…' : 'Ask for changes'}
        {ofDesign}
      </button>
    </form>
  );
}
