/**
 * A lettering design as it is ordered (the quote payload's `lettering` block, spec 001 §3 "Quote
 * data (lettering)" and "Lettering"), and the server's check of it against its own measurement
 * (issue 17: trust nothing from the browser). Pure: the caller loads the typeface's glyphs.
 * The zod contract is in lettering-contract.ts; this file has no zod, so a page can use the
 * limits and the check without it.
 */
import { letteringColourById, letteringColoursFor, type LetteringColour } from './colours';
import {
  checkCharacterSize,
  measureLettering,
  sizeForHeight,
  sizeForWidth,
  type GlyphSource,
  type LetteringAlignment,
  type LetteringMeasurement,
  type LetteringSize,
} from './measure';
import { letteringSummaryLines } from './lettering-summary';
import { typefaceById, type Typeface } from './typefaces';

/** At most this many lines... */
export const LETTERING_MAX_LINES = 10;
/** ...of at most this many characters (code points) each. */
export const LETTERING_MAX_LINE_LENGTH = 60;
/** The largest width or height the contract reads; what a product sells is smaller (its size rules). */
export const LETTERING_MAX_INCHES = 1000;
/**
 * A size ordered at 0.01 in (as the page shows it) may differ from the text's exact proportions
 * by that much on the side that followed the other.
 */
export const PROPORTION_TOLERANCE_IN = 0.01;

/** The payload's lettering block, named as the spec's quote data names it where it has a name. */
export interface LetteringOrder {
  readonly lines: readonly string[];
  readonly alignment: LetteringAlignment;
  /** A typeface id (typefaces.ts). */
  readonly selected_font: string;
  /** A lettering colour id (colours.ts). */
  readonly selected_color: string;
  /** The ordered size in inches, to 0.01 in. */
  readonly width: number;
  readonly height: number;
}

export interface LetteringProblem {
  readonly status: 422;
  readonly code:
    | 'UNKNOWN_TYPEFACE'
    | 'COLOUR_NOT_SOLD'
    | 'CHARACTERS_NOT_IN_FONT'
    | 'NO_TEXT'
    | 'SIZE_NOT_PROPORTIONAL'
    | 'CHARACTER_TOO_SMALL';
  readonly field: string;
  readonly message: string;
}

export interface CheckedLettering {
  readonly order: LetteringOrder;
  readonly typeface: Typeface;
  readonly colour: LetteringColour;
  readonly measurement: LetteringMeasurement;
  /** The ordered size, checked against the measurement: what is priced and cut. */
  readonly size: LetteringSize;
}

export type LetteringCheck =
  | { readonly ok: true; readonly lettering: CheckedLettering }
  | { readonly ok: false; readonly problem: LetteringProblem };

const refuse = (
  code: LetteringProblem['code'],
  field: string,
  message: string,
): LetteringCheck => ({ ok: false, problem: { status: 422, code, field, message } });

const inches = (value: number) => value.toFixed(2);

/**
 * Checks an ordered design against the server's own measurement of its text, in the order a
 * visitor would fix it: the face, the colour, the characters, the text, then the size.
 * `glyphs` are the glyphs of `order.selected_font` (null only when it is not a typeface of ours).
 */
export function checkLetteringOrder(
  order: LetteringOrder,
  { glyphs, productColorIds }: { glyphs: GlyphSource | null; productColorIds: readonly number[] },
): LetteringCheck {
  const typeface = typefaceById(order.selected_font);
  if (!typeface || !glyphs) {
    return refuse(
      'UNKNOWN_TYPEFACE',
      'lettering.selected_font',
      `There is no typeface "${order.selected_font}". Choose one of the designer's typefaces.`,
    );
  }
  const sold = letteringColoursFor(productColorIds);
  const colour = letteringColourById(order.selected_color);
  if (!colour || !sold.some((offered) => offered.id === colour.id)) {
    return refuse(
      'COLOUR_NOT_SOLD',
      'lettering.selected_color',
      `${colour ? colour.name : `"${order.selected_color}"`} is not a colour this product is ` +
        `sold in. Choose one of: ${sold.map((offered) => offered.name).join(', ')}.`,
    );
  }

  const measured = measureLettering(glyphs, order.lines, order.alignment);
  if (measured.missingCharacters.length > 0) {
    const listed = measured.missingCharacters.map((character) => `"${character}"`).join(', ');
    return refuse(
      'CHARACTERS_NOT_IN_FONT',
      'lettering.lines',
      `${typeface.family} cannot draw ${listed}. Remove ` +
        `${measured.missingCharacters.length === 1 ? 'it' : 'them'} or choose another typeface.`,
    );
  }
  if (measured.kind === 'blank') {
    return refuse('NO_TEXT', 'lettering.lines', 'Type the text to cut.');
  }

  const size = { widthIn: order.width, heightIn: order.height };
  if (!proportional(measured, size)) {
    const byWidth = sizeForWidth(measured, size.widthIn);
    return refuse(
      'SIZE_NOT_PROPORTIONAL',
      'lettering.width',
      `${inches(size.widthIn)} x ${inches(size.heightIn)} in does not match the text's ` +
        `proportions: at ${inches(byWidth.widthIn)} in wide it is ` +
        `${inches(byWidth.heightIn)} in tall.`,
    );
  }
  const characters = checkCharacterSize(measured, size);
  if (!characters.ok) {
    return refuse('CHARACTER_TOO_SMALL', 'lettering.width', characters.message);
  }
  return { ok: true, lettering: { order, typeface, colour, measurement: measured, size } };
}

/**
 * Whether a size is the text's own, one side rounded to 0.01 in: the height the width gives, or
 * the width the height gives, is within the rounding of the side ordered.
 */
export function proportional(measurement: LetteringMeasurement, size: LetteringSize): boolean {
  // Float noise of the products below, far under a hundredth.
  const tolerance = PROPORTION_TOLERANCE_IN + 1e-9;
  const byWidth = sizeForWidth(measurement, size.widthIn);
  const byHeight = sizeForHeight(measurement, size.heightIn);
  return (
    Math.abs(byWidth.heightIn - size.heightIn) <= tolerance ||
    Math.abs(byHeight.widthIn - size.widthIn) <= tolerance
  );
}

/** The lettering as the cart and the quotation list it (the size and colour are listed already). */
export function letteringSummary(order: LetteringOrder): string[] {
  const typeface = typefaceById(order.selected_font);
  return letteringSummaryLines({ ...order, fontName: typeface?.family ?? order.selected_font });
}
