// linebreak (pdfkit's own line breaker, Unicode UAX #14) ships no types; only what we use.
declare module 'linebreak' {
  interface Break {
    /** The index in the string (UTF-16 units) where the next line may start. */
    position: number;
    /** A mandatory break (a line feed), not merely an allowed one. */
    required: boolean;
  }

  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity, null after the end of the text. */
    nextBreak(): Break | null;
  }
}
