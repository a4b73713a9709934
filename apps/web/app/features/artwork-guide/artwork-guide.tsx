import {
  ARTWORK_KINDS,
  ARTWORK_RULES,
  bleedText,
  CUT_MOVEMENT_IN,
  cutSpacingText,
  describeBox,
  formatInches,
  guideSize,
  guideSizes,
  largestBleedIn,
  shapeLabel,
  STICKER_SHAPES,
  TEMPLATE_EXTENSIONS,
  templateDimensions,
  templateFileName,
  templateUrl,
  type ArtworkKind,
  type GuideSize,
  type StickerShape,
  type TemplateDimensions,
  type TemplateExtension,
} from '@shop/domain/artwork-guide';
import { artworkTopics } from '@shop/domain/artwork-topics';
import { useId, useState } from 'react';
import { TabList, TabPanel } from '~/ui/tabs';
import { useHydrated } from '~/ui/use-hydrated';
import './artwork-guide.css';

type BorderExample = 'without' | 'with';

const DOWNLOAD_FAILED = 'The template could not be downloaded. Please try again.';

/**
 * The artwork guide (spec 001 §2): Stickers or Business Cards, a shape and a size for stickers,
 * a drawing of the template to scale with its bleed, trim and safety boxes, the general rules,
 * and the AI and PDF template downloads. `headingLevel` lets a page section that already has an
 * h2 embed it with h3 sub-headings.
 */
export function ArtworkGuide({
  initialKind,
  headingLevel = 2,
}: {
  initialKind: ArtworkKind;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const [kind, setKind] = useState<ArtworkKind>(initialKind);
  const [shape, setShape] = useState<StickerShape>('square-rectangle');
  const [sizeLabel, setSizeLabel] = useState<string | null>(null);
  const [border, setBorder] = useState<BorderExample>('without');

  const shapeOrNull = kind === 'sticker' ? shape : null;
  const sizes = guideSizes(kind, shapeOrNull);
  const size = guideSize(kind, shapeOrNull, sizeLabel);
  const dims = templateDimensions(kind, size);

  const kindTabs = `${id}-kind`;
  const sizeTabs = `${id}-size`;
  const hasSizeTabs = sizes.length > 1;

  // The chosen template: the example switch, the drawing and its downloads.
  const template = (
    <>
      <fieldset className="artwork-guide__border">
        <legend>Example</legend>
        <div className="artwork-guide__switch" data-position={border}>
          {(['without', 'with'] as const).map((value) => (
            <label key={value} className="artwork-guide__switch-option">
              <input
                type="radio"
                name={`${id}-border`}
                value={value}
                checked={border === value}
                onChange={() => setBorder(value)}
              />
              <span>{value === 'with' ? 'With Border' : 'Without Border'}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <figure className="artwork-guide__figure">
        <TemplateDrawing
          dims={dims}
          round={kind === 'sticker' && shape === 'circle-oval'}
          border={border}
          title={`${describeTemplate(kind, shapeOrNull, size)}, ${
            border === 'with' ? 'with a border' : 'without a border'
          }`}
        />
        <figcaption>
          <dl className="artwork-guide__legend">
            <div>
              <dt>
                <span className="artwork-guide__key artwork-guide__key--bleed" />
                Background bleed
              </dt>
              <dd>{describeBox(dims.bleed)}</dd>
            </div>
            <div>
              <dt>
                <span className="artwork-guide__key artwork-guide__key--trim" />
                Trim line
              </dt>
              <dd>{describeBox(dims.trim)}</dd>
            </div>
            <div>
              <dt>
                <span className="artwork-guide__key artwork-guide__key--safety" />
                Inside safety
              </dt>
              <dd>{describeBox(dims.safety)}</dd>
            </div>
          </dl>
          <p className="artwork-guide__caption">
            {border === 'with'
              ? `Keep a border inside the safety line: the cut may move up to ${formatInches(
                  CUT_MOVEMENT_IN,
                )}in, so a thin border near the trim line can come out uneven.`
              : `Run the background past the trim line to the bleed edge ` +
                `(${bleedText(kind)} on every side), so no white edge ` +
                `shows if the cut moves.`}
          </p>
        </figcaption>
      </figure>

      <TemplateDownloads kind={kind} shape={shapeOrNull} size={size} />
    </>
  );

  return (
    <div className="artwork-guide">
      <TabList
        label="Template for"
        className="artwork-guide__tabs"
        tabs={ARTWORK_KINDS}
        selectedId={kind}
        onSelect={setKind}
        idPrefix={kindTabs}
        sharedPanel
      />

      <TabPanel
        className="artwork-guide__panel"
        idPrefix={kindTabs}
        sharedBy={kind}
        focusable={false}
      >
        {kind === 'sticker' ? (
          <fieldset className="artwork-guide__choice">
            <legend>Shape</legend>
            <div className="artwork-guide__segments">
              {STICKER_SHAPES.map((entry) => (
                <label key={entry.id} className="artwork-guide__segment">
                  <input
                    type="radio"
                    name={`${id}-shape`}
                    value={entry.id}
                    checked={shape === entry.id}
                    onChange={() => setShape(entry.id)}
                  />
                  <span>{entry.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {hasSizeTabs ? (
          <div className="artwork-guide__choice">
            <span className="artwork-guide__choice-label" id={`${id}-size-label`}>
              Size (in)
            </span>
            <TabList
              labelledBy={`${id}-size-label`}
              className="artwork-guide__sizes"
              tabs={sizes.map((entry) => ({ id: entry.label, label: entry.label }))}
              selectedId={size.label}
              onSelect={setSizeLabel}
              idPrefix={sizeTabs}
              sharedPanel
            />
          </div>
        ) : (
          <p className="artwork-guide__choice">
            <span className="artwork-guide__choice-label">Size (in)</span>{' '}
            <strong>{size.label}</strong>
          </p>
        )}

        {hasSizeTabs ? (
          <TabPanel
            className="artwork-guide__template"
            idPrefix={sizeTabs}
            sharedBy={size.label}
            focusable={false}
          >
            {template}
          </TabPanel>
        ) : (
          <div className="artwork-guide__template">{template}</div>
        )}

        {/* Spec 000 §2: what a sheet of shapes, a special shape, special processing or a card's
            print features ask of the artwork, with this kind's numbers. */}
        <div className="artwork-guide__topics">
          {artworkTopics(kind).map((topic) => (
            <section
              key={topic.id}
              className="artwork-guide__topic"
              aria-labelledby={`${id}-${topic.id}`}
            >
              <Heading id={`${id}-${topic.id}`}>{topic.title}</Heading>
              <ul>
                {topic.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </TabPanel>

      <section className="artwork-guide__rules" aria-labelledby={`${id}-rules`}>
        <Heading id={`${id}-rules`}>General rules</Heading>
        <ul>
          <li>
            Bleed: run the background {bleedText(kind)} past the trim line on every side, to the
            template&rsquo;s bleed edge.
          </li>
          <li>Resolution: {ARTWORK_RULES.dpi} DPI at the printed size.</li>
          <li>File formats: {ARTWORK_RULES.fileFormats.join(', ')}.</li>
          <li>Cut lines: keep them at least {cutSpacingText()} apart.</li>
          <li>Keep text and logos inside the safety line.</li>
        </ul>
      </section>
    </div>
  );
}

function describeTemplate(kind: ArtworkKind, shape: StickerShape | null, size: GuideSize): string {
  return kind === 'business-card' || !shape
    ? `Business card template, ${size.label} in`
    : `${shapeLabel(shape)} sticker template, ${size.label} in`;
}

// ---------------------------------------------------------------------------------------------
// The drawing, to scale: 100 units to the inch, and the SVG's width a share of the widest
// template's, so a 2X2 is drawn half the width of a 4X4.

const UNITS_PER_INCH = 100;
const PAD = 6;
const WIDEST = largestBleedIn().w * UNITS_PER_INCH + 2 * PAD;

function TemplateDrawing({
  dims,
  round,
  border,
  title,
}: {
  dims: TemplateDimensions;
  round: boolean;
  border: BorderExample;
  title: string;
}) {
  const id = useId();
  const u = (inches: number) => inches * UNITS_PER_INCH;
  const bleed = { w: u(dims.bleed.w), h: u(dims.bleed.h) };
  const inset = {
    trim: u(dims.bleedPerSideIn),
    safety: u(dims.bleedPerSideIn + dims.safetyPerSideIn),
  };
  const trim = { x: inset.trim, y: inset.trim, w: u(dims.trim.w), h: u(dims.trim.h) };
  const safe = { x: inset.safety, y: inset.safety, w: u(dims.safety.w), h: u(dims.safety.h) };
  const width = bleed.w + 2 * PAD;
  const height = bleed.h + 2 * PAD;

  /** A box as an SVG path (a rectangle, or the ellipse inside it), for clips and even-odd fills. */
  const outline = (box: { x: number; y: number; w: number; h: number }) => {
    if (!round) return `M${box.x},${box.y}h${box.w}v${box.h}h${-box.w}z`;
    const rx = box.w / 2;
    const ry = box.h / 2;
    const cy = box.y + ry;
    return `M${box.x},${cy}a${rx},${ry} 0 1,0 ${box.w},0` + `a${rx},${ry} 0 1,0 ${-box.w},0z`;
  };
  const bleedBox = { x: 0, y: 0, w: bleed.w, h: bleed.h };
  const art = border === 'with' ? safe : bleedBox;
  const sun = {
    cx: safe.x + safe.w * 0.68,
    cy: safe.y + safe.h * 0.34,
    r: Math.min(safe.w, safe.h) * 0.14,
  };

  return (
    <svg
      className="artwork-guide__drawing"
      viewBox={`${-PAD} ${-PAD} ${width} ${height}`}
      style={{ width: `${(width / WIDEST) * 100}%` }}
      role="img"
      aria-labelledby={`${id}-title`}
    >
      <title id={`${id}-title`}>{title}</title>
      <defs>
        <clipPath id={`${id}-art`}>
          <path d={outline(art)} />
        </clipPath>
      </defs>
      {/* The sheet: white paper, then the artwork clipped to the bleed or, with a border, to
          the safety line. */}
      <path d={outline(bleedBox)} fill="#fff" />
      <g clipPath={`url(#${id}-art)`}>
        <rect x={art.x} y={art.y} width={art.w} height={art.h} fill="#2b3a67" />
        <circle cx={sun.cx} cy={sun.cy} r={sun.r} fill="#ffd166" />
        <path
          d={
            `M${art.x},${safe.y + safe.h * 0.95}` +
            `L${safe.x + safe.w * 0.3},${safe.y + safe.h * 0.5}` +
            `L${safe.x + safe.w * 0.5},${safe.y + safe.h * 0.72}` +
            `L${safe.x + safe.w * 0.7},${safe.y + safe.h * 0.55}` +
            `L${art.x + art.w},${safe.y + safe.h * 0.85}` +
            `V${art.y + art.h}H${art.x}z`
          }
          fill="#0f9d8a"
        />
      </g>
      {/* The bleed band, cut away after printing: shaded so it reads as "outside". */}
      <path
        className="artwork-guide__bleed-band"
        d={outline(bleedBox) + outline(trim)}
        fillRule="evenodd"
      />
      <path className="artwork-guide__bleed-edge" d={outline(bleedBox)} />
      <path className="artwork-guide__trim-line" d={outline(trim)} />
      <path className="artwork-guide__safety-line" d={outline(safe)} />
    </svg>
  );
}

// ---------------------------------------------------------------------------------------------
// Downloads (spec 001 §4, §7): fetch the file, hand it to the browser through a hidden link, and
// keep the clicked button disabled until that succeeds or fails. Spec 001 §8 only logs a failed
// download; the guide also says so inline, because a button that silently does nothing reads as
// broken.

function TemplateDownloads({
  kind,
  shape,
  size,
}: {
  kind: ArtworkKind;
  shape: StickerShape | null;
  size: GuideSize;
}) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState<ReadonlySet<TemplateExtension>>(new Set());
  const [failed, setFailed] = useState(false);

  async function download(ext: TemplateExtension) {
    const url = templateUrl(kind, shape, size, ext);
    setFailed(false);
    setPending((current) => new Set(current).add(ext));
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveFile(await response.blob(), templateFileName(kind, shape, size, ext));
    } catch (error) {
      console.error('Template download failed', url, error);
      setFailed(true);
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(ext);
        return next;
      });
    }
  }

  return (
    <div className="artwork-guide__downloads">
      <div className="artwork-guide__download-buttons">
        {TEMPLATE_EXTENSIONS.map(({ ext, label }) => (
          <button
            key={ext}
            type="button"
            className="button"
            disabled={!hydrated || pending.has(ext)}
            aria-busy={pending.has(ext)}
            onClick={() => void download(ext)}
          >
            {label}
          </button>
        ))}
      </div>
      {failed ? (
        <p className="artwork-guide__error" role="alert">
          {DOWNLOAD_FAILED}
        </p>
      ) : null}
    </div>
  );
}

function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
