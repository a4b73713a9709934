import {
  bleedText,
  CUT_MOVEMENT_IN,
  cutSpacingText,
  formatInches,
  safetyText,
  type ArtworkKind,
} from './artwork-guide';

// The guide's topics beyond its templates, apart from artwork-guide.ts so that the FAQ and the
// explainers, which read its bleed, do not carry them.

/** A topic of the guide beyond the templates: a heading and what to do. */
export interface ArtworkTopic {
  id: string;
  title: string;
  points: readonly string[];
}

/**
 * Spec 000 §2: the guide covers stickers (several shaped stickers on one sheet, a special-shaped
 * sticker, a sticker with special processing) and business cards with print features. The
 * numbers come from this module, so they agree with the templates.
 */
export function artworkTopics(kind: ArtworkKind): readonly ArtworkTopic[] {
  const bleed = bleedText(kind);
  const safety = safetyText(kind);
  const spacing = cutSpacingText();
  const movement = `${formatInches(CUT_MOVEMENT_IN)}in`;
  if (kind === 'business-card') {
    return [
      {
        id: 'card-print-features',
        title: 'Business cards with print features',
        points: [
          'Foil stamp, emboss / deboss and spot UV: put each on its own layer or page in 100% ' +
            'black, exactly where it goes on the printed artwork.',
          `Keep foil, embossing and spot UV inside the safety line (${safety} inside the trim): ` +
            `the card may move up to ${movement} under the die.`,
          `Die cut: draw the outline as one closed vector path on its own layer, run the ` +
            `background ${bleed} past it and keep cut lines at least ${spacing} apart.`,
          `Punch holes: mark the centre of each hole and keep text and logos at least ${spacing} ` +
            'from it. Tag strings need no artwork.',
          'Fold: send one flat, open spread with the fold line marked.',
        ],
      },
    ];
  }
  return [
    {
      id: 'several-on-a-sheet',
      title: 'Several shaped stickers on one sheet',
      points: [
        'Lay every sticker out on one page the size of the sheet, each with its own cut line on ' +
          'a separate layer.',
        `Keep the cut lines at least ${spacing} apart, and as far from the edge of the sheet.`,
        `Give each sticker its own bleed: the background runs ${bleed} past its cut line, and ` +
          `text stays ${safety} inside it.`,
        'Choose Multiple Shapes and give the Number of Cuts; a sheet with more cuts than the ' +
          'page prices is made by quote.',
      ],
    },
    {
      id: 'special-shape',
      title: 'A special-shaped sticker',
      points: [
        'Draw the cut line as one closed vector path on its own layer, or leave it to us: we ' +
          'draw it around your artwork on the proof.',
        `Run the background ${bleed} past the cut line all the way round, and keep text and ` +
          `logos ${safety} inside it.`,
        `Avoid parts narrower than ${spacing} and tight inside corners: the blade rounds them ` +
          'off and thin parts can tear.',
      ],
    },
    {
      id: 'special-process',
      title: 'A sticker with special processing',
      points: [
        'White ink, foil, spot gloss and hologram areas: put each on its own layer in 100% ' +
          'black, aligned with the printed artwork.',
        `Keep those areas inside the safety line (${safety} inside the cut): they are added in ` +
          `a second pass, which can shift up to ${movement}.`,
        'Name the layers in your Special Processing request; the proof shows each one before ' +
          'anything is printed.',
        'Special processing can add a few business days to the turnaround.',
      ],
    },
  ];
}
