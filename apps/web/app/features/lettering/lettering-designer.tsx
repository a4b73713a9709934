/**
 * The vinyl lettering designer (issue 17, spec 001 §4 "Lettering designer", §9): type lines of
 * text, pick a typeface and a colour, see the lettering drawn from its glyph outlines, and know
 * its size on every keystroke. The size comes from the domain's one measurement
 * (measureLettering, ADR 0028) on the same font file the server measures the order with.
 *
 * A lazy chunk (with fontkit in a chunk of its own): the page ships the server-drawn starting
 * design and this takes over once loaded.
 */
import type { LetteringColour } from '@shop/domain/lettering/colours';
import { letteringOutline } from '@shop/domain/lettering/cut-file';
import {
  LETTERING_MAX_LINE_LENGTH,
  LETTERING_MAX_LINES,
} from '@shop/domain/lettering/lettering-order';
import {
  checkCharacterSize,
  measureLettering,
  smallCharacters,
  type GlyphSource,
  type LetteringAlignment,
  type SizeChoice,
} from '@shop/domain/lettering/measure';
import { ALIGNMENT_NAMES, letteringSummaryLines } from '@shop/domain/lettering/lettering-summary';
import { DEFAULT_TYPEFACE_ID, typefaceById, type Typeface } from '@shop/domain/lettering/typefaces';
import type { Product } from '@shop/domain/catalog-model';
import { checkProductSize } from '@shop/domain/rules/size-rules';
import { minimumSizeOf } from '@shop/domain/rules/minimum-size';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { ColourPicker } from './colour-picker';
import {
  formatInches,
  orderedSize,
  parseInches,
  TYPING_INCHES,
  type SizeSide,
} from './designer-size';
import type { LetteringDesign, LetteringStart } from '@shop/domain/lettering/lettering-design';
import { PaintedOutlines } from '~/ui/lettering-paint';
import { loadGlyphSource } from '~/lib/typefaces';
import { TypefacePicker } from './typeface-picker';

/** The size rules of the product the design is for (its dimension lookups, spec 000 §5). */
export interface LetteringSizeRules {
  product: Pick<Product, 'type' | 'dimLookups'>;
  cuttingId: number | null;
}

export interface LetteringDesignerProps {
  start: LetteringStart;
  sizeRules: LetteringSizeRules;
  /** The colours the product sells as lettering. */
  colours: readonly LetteringColour[];
  startColour: LetteringColour;
  /** Called whenever the design, its size or its problem changes. */
  onDesign(design: LetteringDesign): void;
}

/** A control character a paste can bring that the order refuses (line breaks stay). */
const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return character !== '\n' && (code < 0x20 || code === 0x7f);
};

/** What the visitor typed into the server-drawn text field before the designer hydrated. */
let earlyTyping: string | null = null;

/**
 * Reads the server-drawn text field before React hydrates it: React 19 resets a textarea to its
 * rendered value when it hydrates, which would lose what the visitor typed while this chunk was on
 * its way (a slow phone). The slot calls it as the chunk arrives.
 */
export function keepEarlyTyping() {
  if (typeof document === 'undefined') return; // rendered on the server: nothing typed yet
  const field = document.querySelector<HTMLTextAreaElement>('textarea[data-designer-text]');
  earlyTyping = field && field.value !== field.defaultValue ? field.value : null;
}

/** The text as lines, or why the change is not taken. Tabs become spaces. */
function acceptedText(value: string): { text: string } | { message: string } {
  const text = [...value.replace(/\t/g, ' ')].filter((c) => !isControl(c)).join('');
  const lines = text.split('\n');
  if (lines.length > LETTERING_MAX_LINES) {
    return { message: `At most ${LETTERING_MAX_LINES} lines of text.` };
  }
  if (lines.some((line) => [...line].length > LETTERING_MAX_LINE_LENGTH)) {
    return {
      message: `At most ${LETTERING_MAX_LINE_LENGTH} characters a line: press Enter for a new line.`,
    };
  }
  return { text };
}

function defaultTypeface(id: string): Typeface {
  const typeface = typefaceById(id) ?? typefaceById(DEFAULT_TYPEFACE_ID);
  if (!typeface) throw new Error('The default typeface is not listed');
  return typeface;
}

export default function LetteringDesigner({
  start,
  sizeRules,
  colours,
  startColour,
  onDesign,
}: LetteringDesignerProps) {
  const ids = useId();
  const [text, setText] = useState(start.lines.join('\n'));
  const [textMessage, setTextMessage] = useState<string | null>(null);
  const [alignment, setAlignment] = useState<LetteringAlignment>(start.alignment);
  // The face the design is measured in, and its glyphs once fontkit has read them.
  const [face, setFace] = useState<{ typeface: Typeface; glyphs: GlyphSource | null }>(() => ({
    typeface: defaultTypeface(start.typefaceId),
    glyphs: null,
  }));
  const [pending, setPending] = useState<Typeface | null>(null);
  const latestChoice = useRef(face.typeface.id);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [colour, setColour] = useState(startColour);
  const [choice, setChoice] = useState<SizeChoice>({ kind: 'auto' });
  const [typed, setTyped] = useState<{ side: SizeSide; raw: string } | null>(null);

  // Only the face chosen last is taken, whichever loads first.
  const takeWhenLoaded = (typeface: Typeface) =>
    loadGlyphSource(typeface).then(
      (glyphs) => {
        if (latestChoice.current !== typeface.id) return;
        setFace({ typeface, glyphs });
        setPending(null);
      },
      () => {
        if (latestChoice.current !== typeface.id) return;
        setPending(null);
        setLoadError(
          `The typeface ${typeface.family} could not be loaded. Check your connection and choose it again.`,
        );
      },
    );
  const chooseTypeface = (typeface: Typeface) => {
    latestChoice.current = typeface.id;
    setLoadError(null);
    if (typeface.id !== face.typeface.id || !face.glyphs) setPending(typeface);
    void takeWhenLoaded(typeface);
  };
  // The starting face's glyphs (and fontkit, 89 KiB), once the visitor reaches for the designer
  // (a focus or a touch in it) or the design leaves the server-drawn start: not with the page,
  // whose first seconds on a phone they would block (issue 28 item 4). Until then the server's
  // drawing and size stand, and the design can be ordered as it is.
  const startingFaceAsked = useRef(false);
  const askStartingFace = () => {
    if (startingFaceAsked.current || face.glyphs) return;
    startingFaceAsked.current = true;
    void takeWhenLoaded(face.typeface);
  };

  // Text typed into the server-drawn field before this script arrived (keepEarlyTyping) is the
  // visitor's: taken once the designer has hydrated, not reset to the starting design.
  const takeEarlyTyping = useEffectEvent(() => {
    const early = earlyTyping;
    earlyTyping = null;
    if (early === null || early === text) return;
    const accepted = acceptedText(early);
    if ('text' in accepted) setText(accepted.text);
    else setTextMessage(accepted.message);
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- once, from the DOM as typed before hydration
  useEffect(() => takeEarlyTyping(), []);

  const lines = useMemo(() => text.split('\n'), [text]);
  const measured = useMemo(
    () => (face.glyphs ? measureLettering(face.glyphs, lines, alignment) : null),
    [face.glyphs, lines, alignment],
  );
  // Until fontkit has read the face, the server's drawing of the starting design stands.
  const isStart =
    text === start.lines.join('\n') &&
    alignment === start.alignment &&
    face.typeface.id === start.typefaceId &&
    choice.kind === 'auto';
  // Issue 27: an automatic size grows to the product's minimum, as it does for the 10 mm rule.
  const minimum = minimumSizeOf(sizeRules.product.dimLookups, sizeRules.cuttingId);
  // A start under the product's minimum must be measured to grow to it, as must any change.
  const startTooSmall =
    minimum !== null &&
    (Math.max(start.size.widthIn, start.size.heightIn) < minimum.largerIn ||
      Math.min(start.size.widthIn, start.size.heightIn) < minimum.smallerIn);
  const mustMeasure = (!isStart || startTooSmall) && face.glyphs === null && pending === null;
  const measureNow = useEffectEvent(askStartingFace);
  useEffect(() => {
    if (mustMeasure) measureNow();
  }, [mustMeasure]);
  const size = measured ? orderedSize(measured, choice, minimum) : start.size;
  const outline =
    measured?.kind === 'measured'
      ? letteringOutline(measured, size, 2)
      : !measured && isStart
        ? start.outline
        : null;

  const typedProblem = typed ? parseInches(typed.side, typed.raw) : null;
  const characterCheck =
    measured?.kind === 'measured' ? checkCharacterSize(measured, size) : { ok: true as const };
  // The product's own size rule, said here where the size is set (issue 27): under its minimum
  // stops the order; over its maximum is a special size, asked for by quote (spec 000 §5).
  const productSize = checkProductSize(sizeRules.product, {
    ...size,
    cuttingId: sizeRules.cuttingId,
    orientationId: null,
  }).check;
  const missing = measured?.missingCharacters ?? [];
  // The letters the 10 mm rule refuses, marked on the drawing (spec 001 §4's char-size flag).
  const tooSmall =
    measured?.kind === 'measured' && !characterCheck.ok ? smallCharacters(measured, size) : [];
  const problem =
    loadError ??
    (!measured && !isStart ? 'Measuring your text…' : null) ??
    (missing.length > 0
      ? `${face.typeface.family} cannot draw ${missing.map((c) => `“${c}”`).join(', ')}: remove ` +
        `${missing.length > 1 ? 'them' : 'it'} or choose another typeface.`
      : null) ??
    (measured?.kind === 'blank' ? 'Type the text to cut.' : null) ??
    (typedProblem && !typedProblem.ok ? typedProblem.message : null) ??
    (characterCheck.ok ? null : characterCheck.message) ??
    (productSize.status === 'below-minimum' ? productSize.message : null);
  const sizeNote =
    problem === null && productSize.status === 'above-maximum' ? productSize.message : null;

  const design: LetteringDesign = {
    summary: letteringSummaryLines({ lines, alignment, fontName: face.typeface.family }),
    order: {
      lines,
      alignment,
      selected_font: face.typeface.id,
      selected_color: colour.id,
      width: size.widthIn,
      height: size.heightIn,
    },
    colour,
    problem,
  };
  const designKey = JSON.stringify(design);
  const tellPage = useEffectEvent(() => onDesign(design));
  useEffect(() => tellPage(), [designKey]);

  const typeSize = (side: SizeSide, raw: string) => {
    // Spec 001 §5's size fields filter keys: digits and two decimals only.
    if (!TYPING_INCHES.test(raw)) return;
    setTyped({ side, raw });
    const parsed = parseInches(side, raw);
    if (parsed.ok) setChoice({ kind: side, inches: parsed.inches });
  };
  const sizeField = (side: SizeSide, label: string, inches: number) => (
    <div className="designer__size-field">
      <label htmlFor={`${ids}-${side}`}>{label}</label>
      <input
        id={`${ids}-${side}`}
        inputMode="decimal"
        autoComplete="off"
        value={typed?.side === side ? typed.raw : formatInches(inches)}
        aria-invalid={
          problem !== null &&
          (!characterCheck.ok || productSize.status === 'below-minimum' || typed?.side === side)
        }
        aria-describedby={`${ids}-size-hint ${ids}-problem`}
        onChange={(event) => typeSize(side, event.target.value)}
        onBlur={() => {
          if (typedProblem?.ok) setTyped(null);
        }}
      />
      <span aria-hidden="true">in</span>
    </div>
  );

  const paintId = `${ids}-paint`;
  const description = `${lines.filter((line) => line.trim()).join(' / ') || 'No text'}, in ${
    face.typeface.family
  }, ${colour.name}, ${formatInches(size.widthIn)} x ${formatInches(size.heightIn)} in`;

  return (
    <section
      className="designer"
      aria-labelledby={`${ids}-title`}
      onFocus={askStartingFace}
      onPointerDown={askStartingFace}
    >
      <h2 id={`${ids}-title`} className="visually-hidden">
        Design your lettering
      </h2>
      <div className="designer__canvas" role="img" aria-label={`Preview: ${description}`}>
        {outline ? (
          <svg
            className="designer__art"
            viewBox={`0 0 ${outline.widthMm} ${outline.heightMm}`}
            preserveAspectRatio="xMidYMid meet"
            data-testid="designer-preview"
          >
            <PaintedOutlines
              paths={outline.paths}
              colour={colour}
              paintId={paintId}
              widthMm={outline.widthMm}
            />
            {tooSmall.map((character, index) => (
              <rect
                key={index}
                className="designer__too-small"
                x={character.xMm}
                y={character.yMm}
                width={character.widthMm}
                height={character.heightMm}
                vectorEffect="non-scaling-stroke"
                data-testid="too-small-character"
              />
            ))}
          </svg>
        ) : (
          <p className="designer__canvas-note">
            {measured?.kind === 'blank' ? 'Type your text below.' : 'Measuring…'}
          </p>
        )}
      </div>
      <p className="designer__dimensions" data-testid="designer-dimensions">
        {formatInches(size.widthIn)} in × {formatInches(size.heightIn)} in
      </p>

      <div className="designer__controls">
        <div className="designer__text">
          <label className="designer__label" htmlFor={`${ids}-text`}>
            Your text
          </label>
          <textarea
            data-designer-text=""
            id={`${ids}-text`}
            rows={Math.min(Math.max(lines.length, 2), LETTERING_MAX_LINES)}
            value={text}
            spellCheck={false}
            aria-describedby={`${ids}-text-hint`}
            onChange={(event) => {
              const accepted = acceptedText(event.target.value);
              if ('message' in accepted) {
                setTextMessage(accepted.message);
                return;
              }
              setTextMessage(null);
              setText(accepted.text);
            }}
          />
          <p id={`${ids}-text-hint`} className="designer__hint" aria-live="polite">
            {textMessage ?? 'Press Enter for a new line.'}
          </p>
        </div>

        {lines.length > 1 ? (
          <fieldset className="designer__alignment">
            <legend className="designer__label">Alignment</legend>
            {(['left', 'center', 'right'] as const).map((value) => (
              <label key={value} className="designer__alignment-option">
                <input
                  type="radio"
                  name={`${ids}-alignment`}
                  value={value}
                  checked={alignment === value}
                  onChange={() => setAlignment(value)}
                />
                <span>{ALIGNMENT_NAMES[value]}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <TypefacePicker
          chosen={pending ?? face.typeface}
          loading={pending !== null}
          onChoose={chooseTypeface}
        />
        <ColourPicker colours={colours} chosen={colour} onChoose={setColour} />

        <fieldset className="designer__size">
          <legend className="designer__label">Size</legend>
          {sizeField('width', 'Width', size.widthIn)}
          <span className="designer__size-times" aria-hidden="true">
            ×
          </span>
          {sizeField('height', 'Height', size.heightIn)}
          <p id={`${ids}-size-hint`} className="designer__hint">
            Set either side: the other follows your text.
          </p>
        </fieldset>
        <p
          id={`${ids}-problem`}
          className={problem ? 'designer__problem' : 'designer__problem designer__problem--none'}
          role="alert"
          data-testid="designer-problem"
        >
          {problem}
        </p>
        {sizeNote ? (
          <p className="designer__note" role="status" data-testid="designer-size-note">
            {sizeNote}
          </p>
        ) : null}
      </div>
    </section>
  );
}
