import type { HowToTemplate } from './lettering-notes';

/**
 * Spec 001 §2 "How-to modal": how to apply vinyl lettering, six illustrated steps per guide. The
 * drawings are the web app's (features/lettering/how-to-pictures.tsx), named here by `picture`.
 */

/** The drawings a step can show. */
export const HOW_TO_PICTURES = [
  'weed',
  'tape-on',
  'clean',
  'hinge',
  'peel-backing',
  'squeegee',
  'peel-tape',
  'finish',
] as const;

export type HowToPicture = (typeof HOW_TO_PICTURES)[number];

export interface HowToStep {
  title: string;
  text: string;
  picture: HowToPicture;
  /** What the drawing shows, for those who cannot see it. */
  alt: string;
}

export interface HowToGuide {
  title: string;
  /** What arrives in the envelope, before the steps. */
  intro: string;
  steps: readonly HowToStep[];
}

const CLEAN: HowToStep = {
  title: 'Clean the surface',
  text: 'Wash the surface with soapy water or wipe it with isopropyl alcohol, then dry it with a lint-free cloth. Vinyl holds best on smooth glass, metal or paint, at 50°F (10°C) or warmer, out of direct sun; let fresh paint cure first.',
  picture: 'clean',
  alt: 'A cloth wiping a window clean beside a spray bottle.',
};

const HINGE: HowToStep = {
  title: 'Position it with a tape hinge',
  text: 'Lay the sheet where the lettering goes, application tape facing you. Measure from an edge to get it level, then tape its top edge to the surface with a strip of masking tape: this hinge holds it in place for the next steps.',
  picture: 'hinge',
  alt: 'The lettering sheet levelled on a window, held along its top edge by a strip of masking tape.',
};

const PEEL_TAPE_TEXT =
  'Peel the application tape back over itself, slowly, at a sharp angle close to the surface. If a letter lifts with the tape, lay the tape back down, rub over that letter and peel again.';

export const HOW_TO_GUIDES: Readonly<Record<HowToTemplate, HowToGuide>> = {
  enclosed: {
    title: 'Applying Install-Ready Lettering',
    intro:
      'Install-ready lettering comes weeded and pre-spaced, held by the application tape (the auxiliary sheet) on its backing paper: it is ready to go on.',
    steps: [
      CLEAN,
      HINGE,
      {
        title: 'Peel off the backing paper',
        text: 'Lift the sheet on its hinge and peel the backing paper away, slowly and flat, so every letter stays on the application tape. If a letter clings to the backing, lay it back, rub over that letter and peel again.',
        picture: 'peel-backing',
        alt: 'The sheet lifted on its hinge and the backing paper peeled away, the letters staying on the tape.',
      },
      {
        title: 'Squeegee from the centre out',
        text: 'Hold the sheet away from the surface by its bottom edge and let it down onto the surface. Squeegee from the centre outwards with firm, overlapping strokes to press the letters on and push the air out.',
        picture: 'squeegee',
        alt: 'A squeegee pressing the tape onto the window, arrows pointing from the centre outwards.',
      },
      {
        title: 'Peel off the application tape',
        text: PEEL_TAPE_TEXT,
        picture: 'peel-tape',
        alt: 'The application tape peeled back over itself at a sharp angle, the letters left on the window.',
      },
      {
        title: 'Rub down and let it cure',
        text: 'Remove the hinge and rub over every letter once more, with the backing paper between squeegee and vinyl so it is not scratched. Prick any bubble left with a pin and press the air out. Do not wash it for 72 hours.',
        picture: 'finish',
        alt: 'The finished lettering on the window, with a 72-hour clock.',
      },
    ],
  },
  'not-enclosed': {
    title: 'Weeding and Applying Your Lettering',
    intro:
      'Without the application tape on, your letters come cut on their backing paper with the surrounding vinyl still in place: weed away the excess and tape the letters before you apply them.',
    steps: [
      {
        title: 'Weed out the excess vinyl',
        text: 'Lift a corner of the vinyl around the letters with a weeding hook or a pin and peel it away slowly, keeping only the letters on the backing. Then pick out the centres of letters such as O, A, e and R.',
        picture: 'weed',
        alt: 'A weeding hook peeling the surrounding vinyl away from the letters on their backing.',
      },
      {
        title: 'Put on the application tape',
        text: 'Lay application tape over the letters, sticky side down, smoothing it on from one edge so no bubbles form. Squeegee firmly over the front, then turn the sheet over and rub the back: the letters will lift off, still spaced.',
        picture: 'tape-on',
        alt: 'Application tape smoothed over the weeded letters with a squeegee.',
      },
      CLEAN,
      HINGE,
      {
        title: 'Peel the backing and squeegee',
        text: 'Lift the sheet on its hinge and peel the backing paper away so the letters stay on the tape. Let the sheet back down and squeegee from the centre outwards with firm, overlapping strokes.',
        picture: 'peel-backing',
        alt: 'The sheet lifted on its hinge and the backing paper peeled away, the letters staying on the tape.',
      },
      {
        title: 'Peel off the tape and let it cure',
        text: `${PEEL_TAPE_TEXT} Then remove the hinge, rub the letters down once more and do not wash them for 72 hours.`,
        picture: 'peel-tape',
        alt: 'The application tape peeled back over itself at a sharp angle, the letters left on the window.',
      },
    ],
  },
};
