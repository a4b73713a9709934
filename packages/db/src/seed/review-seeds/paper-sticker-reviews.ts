import type { PageReviewSeeds } from './review-seed';

/** Demo reviews of paper, embossed paper and foil paper stickers (demo-reviews.ts lists every page). */

/** Paper Stickers: /stickers/paper-stickers */
export const paperStickerReviews: PageReviewSeeds = {
  featuredItemId: 4,
  reviews: [
    {
      reviewedOn: '2025-01-09',
      rate: 5,
      customer: 'Emily J.',
      title: 'Kraft stickers for my bakery',
      comment:
        'The kraft paper gives our cookie bags that handmade farmers-market look we ' +
        'wanted. Ink is rich even on the brown paper.',
      photos: ['sticker-kraft-circle-1', 'sheet-kraft-circle-4'],
    },
    {
      reviewedOn: '2025-02-25',
      rate: 4,
      customer: 'Mark T.',
      title: 'Good for envelopes',
      comment:
        'Classic paper stickers to seal our invoices and thank-you notes. They are ' +
        'writable with a ballpoint, which was the whole point.',
    },
    {
      reviewedOn: '2025-04-16',
      rate: 5,
      customer: 'Jessica A.',
      title: 'Art paper is beautiful',
      comment:
        'I sell watercolor prints and wanted the sticker on the back of each sleeve to ' +
        'feel like part of the art. The art paper has a slight texture that holds the ' +
        'colors beautifully, and my muted greens came out exactly as painted. I tried ' +
        'three other printers before this one and this is the first time the sticker ' +
        'looked like my actual work instead of a flat digital copy. I also appreciated ' +
        'that I could mix kraft and art paper on the same page without starting over.',
      photos: ['sticker-art-paper-rectangle-3', 'sticker-art-paper-die-cut-2'],
    },
    {
      reviewedOn: '2025-06-11',
      rate: 3,
      customer: 'Kyle W.',
      title: 'Not waterproof, as expected',
      comment:
        'They are paper, so they smudge if they get wet. I knew that going in but a ' +
        "customer complained after her coffee cup sweated on one. Use vinyl if there's " +
        'any moisture.',
    },
    {
      reviewedOn: '2025-07-28',
      rate: 5,
      customer: 'Stephanie M.',
      title: 'Perfect for packaging',
      comment:
        'We seal every coffee bag with a kraft sticker. Looks great, sticks well, cheap ' +
        'at 1,000.',
      photos: ['sticker-kraft-die-cut-8'],
    },
    {
      reviewedOn: '2025-09-15',
      rate: 4,
      customer: 'Joshua C.',
      title: 'Nice matte paper',
      comment:
        'The classic paper is smooth and takes marker well for our price stickers. ' +
        'Corners could be a touch rounder but no complaints.',
    },
    {
      reviewedOn: '2025-11-04',
      rate: 5,
      customer: 'Lauren P.',
      title: 'Gift wrap season saver',
      comment:
        "Ordered personalized 'From the Parkers' stickers for holiday gifts. Family " +
        'thought I had them professionally wrapped.',
    },
    {
      reviewedOn: '2026-01-27',
      rate: 2,
      customer: 'Dennis R.',
      title: 'Kraft color was lighter than expected',
      comment:
        'The kraft paper was a much lighter tan than the photos on the site, so my ' +
        'brown-on-kraft logo barely showed. Support explained that kraft varies by batch ' +
        'and offered a discount on a reorder in classic paper, which turned out fine. ' +
        'Just be aware that low-contrast designs on kraft are risky.',
    },
    {
      reviewedOn: '2026-04-08',
      rate: 5,
      customer: 'Amanda Z.',
      title: 'Love the texture',
      comment: 'The art paper feels so nice in hand. Perfect for my stationery shop.',
      photos: ['sticker-art-paper-circle-7'],
    },
    {
      reviewedOn: '2026-06-02',
      rate: 4,
      customer: 'Ryan H.',
      title: 'Quick and easy',
      comment: 'Uploaded a PDF, approved the proof, done. Stickers look just like the mockup.',
    },
    {
      reviewedOn: '2026-08-19',
      rate: 5,
      customer: 'Melissa O.',
      title: 'Writable labels for our pantry',
      comment:
        'I run a small meal-prep business and needed labels I can write dates on with a ' +
        'Sharpie. The classic paper takes marker without bleeding and peels off the ' +
        'containers cleanly when we recycle them, which is not something I expected from ' +
        'a permanent adhesive. Every batch has been consistent and arrived well within ' +
        'the quoted dispatch date.',
    },
    {
      reviewedOn: '2026-10-22',
      rate: 5,
      customer: 'Ben F.',
      title: 'Great price',
      comment: 'Cheaper than vinyl and perfect for indoor packaging.',
    },
  ],
};

/** Embossed Paper Stickers: /stickers/embossed-paper-stickers */
export const embossedPaperReviews: PageReviewSeeds = {
  featuredItemId: 5,
  reviews: [
    {
      reviewedOn: '2025-02-06',
      rate: 5,
      customer: 'Catherine L.',
      title: 'Raised texture is gorgeous',
      comment:
        'Used these as wax-seal style stickers for our wedding invitations. The embossed ' +
        'monogram catches the light and feels like letterpress. So many guests asked ' +
        'about them.',
      photos: ['sticker-embossed-circle-1', 'sticker-embossed-circle-7'],
    },
    {
      reviewedOn: '2025-03-30',
      rate: 4,
      customer: 'Peter B.',
      title: 'Wine labels with character',
      comment:
        'We make small-batch wine and these give the bottles a boutique feel. Embossing ' +
        'depth is subtle but noticeable.',
    },
    {
      reviewedOn: '2025-06-14',
      rate: 5,
      customer: 'Sofia R.',
      title: 'Best packaging upgrade we made',
      comment:
        'Our jewelry boxes used to have a plain printed sticker. Switching to embossed ' +
        'paper made the unboxing feel twice as expensive and the cost difference per box ' +
        'is pennies. The paper has a soft, cottony texture, and the raised logo is crisp ' +
        'even on the small 1.5 inch circles. The team pointed out in the proof that my ' +
        'thinnest line would not emboss well and suggested thickening it, which was the ' +
        'right call.',
      photos: ['sticker-embossed-die-cut-2'],
    },
    {
      reviewedOn: '2025-08-05',
      rate: 3,
      customer: 'Larry M.',
      title: 'Nice, but longer production',
      comment:
        'Quality is great. Production took a few extra days compared to regular paper ' +
        'stickers, so plan ahead.',
    },
    {
      reviewedOn: '2025-10-18',
      rate: 5,
      customer: 'Isabella C.',
      title: 'Luxury look',
      comment: 'Exactly the elegant look I wanted for my candle line.',
    },
    {
      reviewedOn: '2025-12-09',
      rate: 4,
      customer: 'Frank D.',
      title: 'Good for certificates',
      comment:
        'We put these on training certificates as a seal. Looks official. Would love a ' +
        'gold foil plus emboss combo someday.',
    },
    {
      reviewedOn: '2026-02-23',
      rate: 5,
      customer: 'Natalie W.',
      title: 'Beautiful details',
      comment: 'Fine details in our crest came through. I am impressed.',
      photos: ['sheet-embossed-circle-4'],
    },
    {
      reviewedOn: '2026-05-27',
      rate: 5,
      customer: 'Howard S.',
      title: 'Second order, same quality',
      comment:
        "I ordered these for a client's stationery suite last year and had to reorder for " +
        'a second run. I was worried the emboss depth or paper tone would change between ' +
        'batches, which happens a lot with specialty papers, but they matched side by ' +
        "side. The only thing I'd improve is a physical sample pack so clients can feel " +
        'the paper before committing, but the photos and descriptions were accurate.',
    },
    {
      reviewedOn: '2026-09-02',
      rate: 4,
      customer: 'Julia N.',
      title: 'Lovely paper',
      comment:
        'Lovely paper and embossing. Adhesive is strong on cardboard, a bit weaker on ' +
        'glossy tissue paper.',
    },
  ],
};

/** Foil Paper Stickers: /stickers/foil-paper-stickers */
export const foilPaperReviews: PageReviewSeeds = {
  featuredItemId: 6,
  reviews: [
    {
      reviewedOn: '2025-01-22',
      rate: 5,
      customer: 'Michelle K.',
      title: 'Gold foil that actually shines',
      comment:
        "The gold foil is bright and reflective, not the flat mustard color I've gotten " +
        'elsewhere. Perfect for our boutique bags.',
      photos: ['sticker-foil-circle-1', 'sticker-foil-die-cut-2'],
    },
    {
      reviewedOn: '2025-03-17',
      rate: 5,
      customer: 'Andre T.',
      title: 'Holiday cards',
      comment: 'Sealed 300 holiday cards with these and they looked fancy.',
    },
    {
      reviewedOn: '2025-05-08',
      rate: 4,
      customer: 'Heather B.',
      title: 'Pretty, fingerprints show',
      comment:
        'Really pretty finish. The foil shows fingerprints during application, so wear ' +
        'gloves or handle by the edges.',
    },
    {
      reviewedOn: '2025-07-01',
      rate: 5,
      customer: 'Victor L.',
      title: 'Our restaurant to-go bags',
      comment:
        'We put a foil sticker on every to-go bag and it has become part of the brand. ' +
        'Customers post the bags on Instagram because of it. We order 2,000 at a time and ' +
        'the quality is consistent: clean cut, the foil never flakes at the edges, and ' +
        'the black text printed over the foil is sharp. I have dealt with the support ' +
        'team twice for artwork changes and both times got a reply within a couple of ' +
        'hours.',
      photos: ['sheet-foil-die-cut-5'],
    },
    {
      reviewedOn: '2025-09-23',
      rate: 3,
      customer: 'Cheryl A.',
      title: 'Some foil scuffed in shipping',
      comment:
        'A handful on the top sheets had little scuffs. The rest were perfect. Maybe add ' +
        'a protective sheet on top.',
    },
    {
      reviewedOn: '2025-11-28',
      rate: 5,
      customer: 'Brandon E.',
      title: 'Perfect for gift wrap',
      comment:
        "Gold 'Merry Christmas' stickers on brown paper wrapping. Classic look, great " + 'price.',
    },
    {
      reviewedOn: '2026-01-15',
      rate: 4,
      customer: 'Diane F.',
      title: 'Nice foil, small text tricky',
      comment:
        'The foil itself looks great. Very small text (under 6 pt) got a bit soft, which ' +
        'the proof had warned about. I should have listened. Large type and the logo are ' +
        "perfect, and I'm reordering with a bigger font. The ordering process and proof " +
        'review were smooth and friendly, and shipping was faster than the quoted date.',
    },
    {
      reviewedOn: '2026-04-21',
      rate: 5,
      customer: 'Elijah G.',
      title: 'Classy seals',
      comment:
        "Used them as envelope seals for our company's 10-year anniversary event " + 'invitations.',
      photos: ['sticker-foil-circle-7'],
    },
    {
      reviewedOn: '2026-07-09',
      rate: 5,
      customer: 'Rebecca H.',
      title: 'Love love love',
      comment: 'The shine is unreal. My customers notice.',
    },
    {
      reviewedOn: '2026-10-13',
      rate: 4,
      customer: 'Gary P.',
      title: 'Good product',
      comment: 'Good product and fair price. Delivery was right on the estimated date.',
    },
  ],
};
