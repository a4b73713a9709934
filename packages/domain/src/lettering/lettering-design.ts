/**
 * What the designer tells the page (issue 17): the design as the quote payload's `lettering`
 * block (ADR 0029), its colour (the configuration is priced in the colour's catalog colour) and
 * why it cannot be ordered as it is, if it cannot.
 */
import type { LetteringColour } from './colours';
import type { LetteringOutline } from './cut-file';
import type { LetteringOrder } from './lettering-order';
import type { LetteringAlignment, LetteringSize } from './measure';

/** The designer's starting design as the server draws it (before the browser's fonts load). */
export interface LetteringStart {
  readonly lines: readonly string[];
  readonly alignment: LetteringAlignment;
  readonly typefaceId: string;
  /** Its summary lines (see LetteringDesign). */
  readonly summary: readonly string[];
  readonly size: LetteringSize;
  /** To 0.01 mm: a picture on screen, not a cut. */
  readonly outline: LetteringOutline;
}

export interface LetteringDesign {
  readonly order: LetteringOrder;
  /**
   * The design's lines of a summary (text, typeface, alignment: letteringSummaryLines), made by
   * the designer or the server, so the page's first script needs neither it nor the typefaces.
   */
  readonly summary: readonly string[];
  readonly colour: LetteringColour;
  /** Set while the design cannot be ordered: the page's buttons wait for it to be fixed. */
  readonly problem: string | null;
}

/**
 * The colour a new design starts in: the one the configuration starts in, if the product sells
 * it as lettering, else the first it sells.
 */
export function startingColour(
  colours: readonly LetteringColour[],
  catalogColorId: number | null,
): LetteringColour | undefined {
  return colours.find((colour) => colour.catalogColorId === catalogColorId) ?? colours[0];
}

/** The server-drawn starting design, as the page holds it before the designer says otherwise. */
export function startingDesign(start: LetteringStart, colour: LetteringColour): LetteringDesign {
  return {
    summary: start.summary,
    order: {
      lines: start.lines,
      alignment: start.alignment,
      selected_font: start.typefaceId,
      selected_color: colour.id,
      width: start.size.widthIn,
      height: start.size.heightIn,
    },
    colour,
    problem: null,
  };
}
