/**
 * How big a lettering design is, and whether it can be cut (spec 001 §4 "Lettering designer",
 * §9). One function for the browser and the server: both give it the same font file through a
 * `GlyphSource` (a fontkit font behind a thin adapter, packages/shop/src/lettering).
 *
 * Definitions (docs/decisions/0028):
 * - The text is laid out at a 100 px font, lines 110 px apart (font size + 10 px gap).
 * - A design's size is the box of its glyph outlines (what is cut), not the advance box: side
 *   bearings and blank lines above or below are not vinyl.
 * - Lines are aligned by their outlines (left edges, centres or right edges line up), so the
 *   design is as wide as its widest line.
 * - The 10 mm rule covers letters and digits (a glyph with any letter or digit in it); spaces,
 *   punctuation and symbols are small by design and are not held to it.
 */
import { MM_PER_INCH } from '../rules/size-rules';
import type { MinimumSize } from '../rules/minimum-size';
import {
  AUTO_SIZE_MIN_HEIGHT_MM,
  CANVAS_FONT_PX,
  DEFAULT_SIZE_IN,
  LINE_GAP_PX,
  MIN_CHARACTER_MM,
  PX_TO_MM,
} from './lettering-constants';

export type LetteringAlignment = 'left' | 'center' | 'right';

/** A box in font units, y up (as fonts are drawn). */
export interface OutlineBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** One drawing command of a glyph outline in font units, y up (fontkit's `path.commands`). */
export interface OutlineCommand {
  readonly command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  readonly args: readonly number[];
}

/** A glyph of a shaped (kerned, ligated) run, in font units. */
export interface ShapedGlyph {
  /** 0 is `.notdef`: the font has no glyph for these characters. */
  readonly id: number;
  readonly codePoints: readonly number[];
  readonly xAdvance: number;
  readonly xOffset: number;
  readonly yOffset: number;
  /** The outline's box relative to the glyph's origin, or null for a glyph with no outline. */
  readonly bbox: OutlineBox | null;
  readonly outline: readonly OutlineCommand[];
}

/** What measuring needs of a font. */
export interface GlyphSource {
  readonly unitsPerEm: number;
  /** The text shaped as one line. */
  layout(text: string): readonly ShapedGlyph[];
}

/** A glyph with ink, placed in the design (font units, y up, first baseline at y = 0). */
export interface PlacedGlyph {
  readonly line: number;
  /** The characters it draws (more than one for a ligature). */
  readonly text: string;
  readonly originX: number;
  readonly originY: number;
  /** Its outline box in design coordinates. */
  readonly box: OutlineBox;
  readonly outline: readonly OutlineCommand[];
  /** Held to the 10 mm rule: it draws a letter or a digit. */
  readonly counted: boolean;
}

/** A character's outline box in the natural size (100 px font), y down from the design's top left. */
export interface CharacterBox {
  readonly text: string;
  readonly line: number;
  readonly xPx: number;
  readonly yPx: number;
  readonly widthPx: number;
  readonly heightPx: number;
  readonly widthMm: number;
  readonly heightMm: number;
  readonly counted: boolean;
}

export interface Dimensions {
  readonly width: number;
  readonly height: number;
}

/** A printed size in inches, as the visitor orders it. */
export interface LetteringSize {
  readonly widthIn: number;
  readonly heightIn: number;
}

export interface LetteringMeasurement {
  readonly kind: 'measured';
  readonly unitsPerEm: number;
  /** The design's outline box in font units (y up). */
  readonly box: OutlineBox;
  readonly glyphs: readonly PlacedGlyph[];
  readonly characters: readonly CharacterBox[];
  /** Size at a 100 px font, in canvas pixels and in millimetres. */
  readonly naturalPx: Dimensions;
  readonly naturalMm: Dimensions;
  /** Characters the font cannot draw (shaped to `.notdef`), each once. */
  readonly missingCharacters: readonly string[];
}

/** Nothing to cut: no line has a glyph with an outline. */
export interface BlankLettering {
  readonly kind: 'blank';
  readonly missingCharacters: readonly string[];
}

export type LetteringMeasureResult = LetteringMeasurement | BlankLettering;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Sizes compared with the 10 mm rule are products of floats: forgive what rounding adds. */
const MM_TOLERANCE = 1e-9;

export function measureLettering(
  source: GlyphSource,
  lines: readonly string[],
  alignment: LetteringAlignment,
): LetteringMeasureResult {
  const upm = source.unitsPerEm;
  const linePitch = (upm * (CANVAS_FONT_PX + LINE_GAP_PX)) / CANVAS_FONT_PX;
  const missing = new Set<string>();

  // Each line on its own baseline, pen starting at x = 0.
  const laidOut = lines.map((line, index) => {
    const baseline = -index * linePitch;
    const placed: PlacedGlyph[] = [];
    let penX = 0;
    for (const glyph of source.layout(line)) {
      const text = String.fromCodePoint(...glyph.codePoints);
      if (glyph.id === 0) missing.add(text);
      if (glyph.bbox !== null) {
        const originX = penX + glyph.xOffset;
        const originY = baseline + glyph.yOffset;
        placed.push({
          line: index,
          text,
          originX,
          originY,
          box: {
            minX: originX + glyph.bbox.minX,
            minY: originY + glyph.bbox.minY,
            maxX: originX + glyph.bbox.maxX,
            maxY: originY + glyph.bbox.maxY,
          },
          outline: glyph.outline,
          counted: LETTER_OR_DIGIT.test(text),
        });
      }
      penX += glyph.xAdvance;
    }
    return { placed, box: unionOf(placed.map((glyph) => glyph.box)) };
  });

  const missingCharacters = [...missing];
  const inked = laidOut.flatMap(({ placed, box }) => (box === null ? [] : [{ placed, box }]));
  if (inked.length === 0) return { kind: 'blank', missingCharacters };

  // Aligned, every line's outlines lie within 0..width and the widest spans it.
  const width = Math.max(...inked.map(({ box }) => box.maxX - box.minX));
  const glyphs = inked.flatMap(({ placed, box }) => {
    const dx = alignmentShift(box, width, alignment);
    return placed.map((glyph) => shiftGlyph(glyph, dx));
  });
  const box: OutlineBox = {
    minX: 0,
    minY: Math.min(...inked.map((line) => line.box.minY)),
    maxX: width,
    maxY: Math.max(...inked.map((line) => line.box.maxY)),
  };

  const pxPerUnit = CANVAS_FONT_PX / upm;
  const naturalPx = {
    width: (box.maxX - box.minX) * pxPerUnit,
    height: (box.maxY - box.minY) * pxPerUnit,
  };
  return {
    kind: 'measured',
    unitsPerEm: upm,
    box,
    glyphs,
    characters: glyphs.map((glyph) => {
      const widthPx = (glyph.box.maxX - glyph.box.minX) * pxPerUnit;
      const heightPx = (glyph.box.maxY - glyph.box.minY) * pxPerUnit;
      return {
        text: glyph.text,
        line: glyph.line,
        xPx: (glyph.box.minX - box.minX) * pxPerUnit,
        yPx: (box.maxY - glyph.box.maxY) * pxPerUnit,
        widthPx,
        heightPx,
        widthMm: widthPx * PX_TO_MM,
        heightMm: heightPx * PX_TO_MM,
        counted: glyph.counted,
      };
    }),
    naturalPx,
    naturalMm: { width: naturalPx.width * PX_TO_MM, height: naturalPx.height * PX_TO_MM },
    missingCharacters,
  };
}

function unionOf(boxes: readonly OutlineBox[]): OutlineBox | null {
  if (boxes.length === 0) return null;
  return {
    minX: Math.min(...boxes.map((box) => box.minX)),
    minY: Math.min(...boxes.map((box) => box.minY)),
    maxX: Math.max(...boxes.map((box) => box.maxX)),
    maxY: Math.max(...boxes.map((box) => box.maxY)),
  };
}

/** How far a line moves so its outlines sit left, centred or right in a design `width` wide. */
function alignmentShift(line: OutlineBox, width: number, alignment: LetteringAlignment): number {
  const lineWidth = line.maxX - line.minX;
  switch (alignment) {
    case 'left':
      return -line.minX;
    case 'center':
      return (width - lineWidth) / 2 - line.minX;
    case 'right':
      return width - line.maxX;
  }
}

function shiftGlyph(glyph: PlacedGlyph, dx: number): PlacedGlyph {
  return {
    ...glyph,
    originX: glyph.originX + dx,
    box: { ...glyph.box, minX: glyph.box.minX + dx, maxX: glyph.box.maxX + dx },
  };
}

const mmToIn = (mm: number): number => mm / MM_PER_INCH;
const inToMm = (inches: number): number => inches * MM_PER_INCH;

/** The printed size with this width: the height follows the text's proportions. */
export function sizeForWidth(measurement: LetteringMeasurement, widthIn: number): LetteringSize {
  const { width, height } = measurement.naturalMm;
  return { widthIn, heightIn: (widthIn * height) / width };
}

/** The printed size with this height: the width follows the text's proportions. */
export function sizeForHeight(measurement: LetteringMeasurement, heightIn: number): LetteringSize {
  const { width, height } = measurement.naturalMm;
  return { widthIn: (heightIn * width) / height, heightIn };
}

/** How many times larger than its natural size each side is printed. */
export function printScale(
  measurement: LetteringMeasurement,
  size: LetteringSize,
): { x: number; y: number } {
  return {
    x: inToMm(size.widthIn) / measurement.naturalMm.width,
    y: inToMm(size.heightIn) / measurement.naturalMm.height,
  };
}

/**
 * The smallest printed width or height of any letter or digit at this size, in millimetres, or
 * null when the text has no letter or digit.
 */
export function smallestCharacterMm(
  measurement: LetteringMeasurement,
  size: LetteringSize,
): number | null {
  const scale = printScale(measurement, size);
  const counted = measurement.characters.filter((character) => character.counted);
  if (counted.length === 0) return null;
  return Math.min(
    ...counted.map((character) =>
      Math.min(character.widthMm * scale.x, character.heightMm * scale.y),
    ),
  );
}

/** A letter or digit under 10 mm at a size: its box in mm from the design's top left, y down. */
export interface SmallCharacter {
  readonly text: string;
  readonly xMm: number;
  readonly yMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
}

/** The letters and digits that would print under 10 mm wide or tall at this size (spec 001 §4). */
export function smallCharacters(
  measurement: LetteringMeasurement,
  size: LetteringSize,
): SmallCharacter[] {
  const scale = printScale(measurement, size);
  return measurement.characters
    .filter((character) => character.counted)
    .map((character) => ({
      text: character.text,
      xMm: character.xPx * PX_TO_MM * scale.x,
      yMm: character.yPx * PX_TO_MM * scale.y,
      widthMm: character.widthMm * scale.x,
      heightMm: character.heightMm * scale.y,
    }))
    .filter(
      (character) =>
        Math.min(character.widthMm, character.heightMm) < MIN_CHARACTER_MM - MM_TOLERANCE,
    );
}

/** Inches to two decimals, rounded up so a size shown as the minimum is one that works. */
function ceilToHundredth(inches: number): number {
  // The small allowance keeps 2.0000000001 (float noise) at 2.
  return Math.ceil(inches * 100 - 1e-7) / 100;
}

/** How many times its natural size the design must be for its smallest letter or digit to be 10 mm. */
function minimumCharacterScale(measurement: LetteringMeasurement): number | null {
  const counted = measurement.characters.filter((character) => character.counted);
  if (counted.length === 0) return null;
  const smallestNaturalMm = Math.min(
    ...counted.map((character) => Math.min(character.widthMm, character.heightMm)),
  );
  return MIN_CHARACTER_MM / smallestNaturalMm;
}

/** The smallest size (aspect locked, to 0.01 in) at which every letter and digit is 10 mm. */
export function minimumCharacterSize(measurement: LetteringMeasurement): LetteringSize | null {
  const scale = minimumCharacterScale(measurement);
  return scale === null ? null : scaledNatural(measurement, scale);
}

function scaledNatural(measurement: LetteringMeasurement, scale: number): LetteringSize {
  return {
    widthIn: ceilToHundredth(mmToIn(measurement.naturalMm.width * scale)),
    heightIn: ceilToHundredth(mmToIn(measurement.naturalMm.height * scale)),
  };
}

export type CharacterSizeCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly rule: 'minimum-character-size';
      readonly smallestCharacterMm: number;
      readonly minimumSize: LetteringSize;
      readonly message: string;
    };

/** Spec 001 §4: a letter or digit under 10 mm wide or tall marks the design in error. */
export function checkCharacterSize(
  measurement: LetteringMeasurement,
  size: LetteringSize,
): CharacterSizeCheck {
  const smallest = smallestCharacterMm(measurement, size);
  const minimumSize = minimumCharacterSize(measurement);
  if (smallest === null || minimumSize === null || smallest >= MIN_CHARACTER_MM - MM_TOLERANCE) {
    return { ok: true };
  }
  return {
    ok: false,
    rule: 'minimum-character-size',
    smallestCharacterMm: smallest,
    minimumSize,
    message: characterSizeMessage(minimumSize),
  };
}

export function characterSizeMessage(minimumSize: LetteringSize): string {
  return (
    `Each letter and digit must be at least ${MIN_CHARACTER_MM} mm ` +
    `(${mmToIn(MIN_CHARACTER_MM).toFixed(2)} in) tall and wide to be cut. ` +
    `The smallest size that works for this text is ` +
    `${minimumSize.widthIn.toFixed(2)} x ${minimumSize.heightIn.toFixed(2)} in.`
  );
}

/**
 * The size a design takes while the visitor has typed no width or height (spec 001 §9): its
 * natural size, made larger (aspect locked) until it is at least 30 mm tall, every letter and
 * digit is at least 10 mm and, given the product's `minimum`, both sides reach it (a single
 * narrow letter would otherwise start at a size the product does not sell, issue 27); rounded up
 * to 0.01 in.
 */
export function autoSize(
  measurement: LetteringMeasurement,
  minimum: MinimumSize | null = null,
): LetteringSize {
  const characterScale = minimumCharacterScale(measurement) ?? 1;
  const heightScale = AUTO_SIZE_MIN_HEIGHT_MM / measurement.naturalMm.height;
  return scaledNatural(
    measurement,
    Math.max(1, heightScale, characterScale, productMinimumScale(measurement, minimum)),
  );
}

/** How many times its natural size the design must be for its sides to reach `minimum`. */
function productMinimumScale(
  measurement: LetteringMeasurement,
  minimum: MinimumSize | null,
): number {
  if (minimum === null) return 1;
  const { width, height } = measurement.naturalMm;
  const larger = mmToIn(Math.max(width, height));
  const smaller = mmToIn(Math.min(width, height));
  return Math.max(minimum.largerIn / larger, minimum.smallerIn / smaller);
}

/** How the visitor chose the size: not at all, or one side (the other follows). */
export type SizeChoice =
  | { readonly kind: 'auto' }
  | { readonly kind: 'width'; readonly inches: number }
  | { readonly kind: 'height'; readonly inches: number };

/**
 * The design's printed size; a blank design has the default 1.18 x 1.18 in (spec 001 §9). An
 * automatic size grows to the product's `minimum` when one is given; a typed side is kept as
 * typed (the size check then says what is wrong with it).
 */
export function letteringSize(
  result: LetteringMeasureResult,
  choice: SizeChoice,
  minimum: MinimumSize | null = null,
): LetteringSize {
  if (result.kind === 'blank') return { ...DEFAULT_SIZE_IN };
  switch (choice.kind) {
    case 'auto':
      return autoSize(result, minimum);
    case 'width':
      return sizeForWidth(result, choice.inches);
    case 'height':
      return sizeForHeight(result, choice.inches);
  }
}
