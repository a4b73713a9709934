/**
 * The short lettering texts that come with a lettering page (spec 001 §2): the links to the
 * how-to guides, the footer notes and the install-ready explanations. The guides themselves are
 * in lettering-how-to.ts, loaded only when one is opened.
 */

/**
 * Spec 001 §2 "How-to modal": two guides, the auxiliary sheet (application tape) enclosed, that
 * is already on the letters (install-ready), or not, where the customer weeds and tapes.
 */
export type HowToTemplate = 'enclosed' | 'not-enclosed';

/** The two links on a lettering panel, in the order shown; each names the guide it opens. */
export const HOW_TO_LINKS: ReadonlyArray<{ template: HowToTemplate; label: string }> = [
  { template: 'enclosed', label: 'How to apply: application tape already on' },
  { template: 'not-enclosed', label: 'How to apply: weed and tape it yourself' },
];

/** Spec 001 §2 "Lettering footer notes". */
export const LETTERING_FOOTER_NOTES: readonly string[] = [
  'The surface colour shown is only illustrative: we cut the letters, not the background.',
  'Every letter is cut individually and pre-spaced on application tape, so it goes on exactly as designed.',
];

/** Spec 001 §2 "Lettering install-ready": what each answer to Install Ready means. */
export const INSTALL_READY_EXPLANATIONS = {
  yes: 'we weed away the surrounding vinyl and pre-apply your letters to the auxiliary film (application tape), ready to put on.',
  no: 'the letters come with the auxiliary film, the surrounding vinyl still around them; you weed out the excess yourself.',
} as const;
