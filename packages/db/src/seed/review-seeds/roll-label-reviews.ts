import type { PageReviewSeeds } from './review-seed';

/** Demo reviews of roll stickers, product labels and roll labels (demo-reviews.ts lists every page). */

/** Roll Stickers: /stickers/roll */
export const rollStickerReviews: PageReviewSeeds = {
  featuredItemId: 13,
  reviews: [
    {
      reviewedOn: '2025-01-24',
      rate: 5,
      customer: 'Heather M.',
      title: 'Labeling machine compatible',
      comment:
        'Our semi-automatic labeler takes these rolls without any fuss. Core size and ' +
        'unwind direction were exactly as ordered.',
      photos: ['roll-white-vinyl-circle-1'],
    },
    {
      reviewedOn: '2025-03-14',
      rate: 5,
      customer: 'Gabriel F.',
      title: 'Free dispenser is a nice touch',
      comment:
        'Ordered 1,000 and got the roll dispenser free. My packing station is so much ' +
        'faster now.',
      photos: ['roll-white-vinyl-square-2'],
    },
    {
      reviewedOn: '2025-05-06',
      rate: 4,
      customer: 'Tina R.',
      title: 'Great for hand application',
      comment:
        'Way faster than peeling sheets. Took a star because the roll was tightly wound ' +
        'and the first few curled a little.',
    },
    {
      reviewedOn: '2025-06-30',
      rate: 5,
      customer: 'Samuel P.',
      title: 'Hot sauce labels',
      comment:
        'We bottle hot sauce in small batches and label by hand with the dispenser. ' +
        'Before this, I was cutting sheets with scissors. The roll labels are waterproof ' +
        'vinyl, so they survive the bottle being dunked in the ice bucket at festivals, ' +
        'and the transparent option looks great on our red sauce. The orientation picker ' +
        'on the order form confused me at first, but the little diagrams made it clear ' +
        'which way the labels come off the roll.',
      photos: ['roll-transparent-rectangle-3', 'roll-white-vinyl-rectangle-3'],
    },
    {
      reviewedOn: '2025-08-12',
      rate: 3,
      customer: 'Gerald A.',
      title: 'Orientation mix-up',
      comment:
        'I picked the wrong orientation on the form and the labels came off sideways for ' +
        'my machine. Reread the diagram carefully. Labels themselves are good.',
    },
    {
      reviewedOn: '2025-09-26',
      rate: 5,
      customer: 'Vanessa P.',
      title: 'Coffee bag labels',
      comment: 'Kraft roll labels on our coffee bags look natural and go on fast.',
      photos: ['roll-kraft-circle-1'],
    },
    {
      reviewedOn: '2025-11-19',
      rate: 4,
      customer: 'Douglas E.',
      title: 'Solid quality',
      comment: 'Good adhesive, accurate cut, neatly wound. Would like a smaller core option.',
    },
    {
      reviewedOn: '2026-01-06',
      rate: 5,
      customer: 'Ruth K.',
      title: 'Business is growing',
      comment:
        'When we started our soap company we hand-labeled everything from sheets, and it ' +
        "took hours every week. Switching to roll stickers cut that time in half. We've " +
        'reordered five times now, each time a larger quantity, and the quality has never ' +
        'slipped. The prices at 2,000 and 5,000 are very competitive, and they ship ' +
        'within the dispatch date shown on the page every single time.',
    },
    {
      reviewedOn: '2026-03-24',
      rate: 5,
      customer: 'Zachary L.',
      title: 'Craft brewery',
      comment: 'Perfect registration, no bleeding, waterproof. Our brewers love them.',
    },
    {
      reviewedOn: '2026-06-15',
      rate: 2,
      customer: 'Joyce T.',
      title: 'Damaged roll',
      comment:
        'The outer layer of the roll was crushed in transit and the first 50 or so labels ' +
        'were creased. The rest were fine, and support sent replacements for the damaged ' +
        'part, but better packaging would help.',
    },
    {
      reviewedOn: '2026-08-31',
      rate: 5,
      customer: 'Raymond C.',
      title: 'Smooth',
      comment: 'Unwinds smoothly and every label is perfectly spaced.',
    },
    {
      reviewedOn: '2026-11-10',
      rate: 4,
      customer: 'Beverly S.',
      title: 'Good for our holiday rush',
      comment: 'Ordered extra for the holidays. Good quality as always.',
    },
  ],
};

/** Product Labels: /labels/product-labels */
export const productLabelReviews: PageReviewSeeds = {
  featuredItemId: 23,
  reviews: [
    {
      reviewedOn: '2025-02-04',
      rate: 5,
      customer: 'Allison W.',
      title: 'Soap labels',
      comment:
        'The art paper labels wrap around my soap bars beautifully and the colors are ' +
        'spot-on.',
      photos: ['sticker-art-paper-rectangle-3'],
    },
    {
      reviewedOn: '2025-03-18',
      rate: 4,
      customer: 'Kurt B.',
      title: 'Nice labels',
      comment:
        'Nice labels for our jam jars. Paper scuffs a little if the jars bump together in ' +
        'a box.',
    },
    {
      reviewedOn: '2025-05-22',
      rate: 5,
      customer: 'Rosa E.',
      title: 'Hot sauce bottles',
      comment:
        'Wrap-around labels on our 5 oz woozy bottles line up perfectly. Looks like a ' +
        'real retail product now.',
      photos: ['sticker-art-paper-rectangle-9'],
    },
    {
      reviewedOn: '2025-07-17',
      rate: 5,
      customer: 'Dean S.',
      title: 'Skincare line',
      comment:
        'We launched a small skincare line, and these labels made our products look ' +
        'retail-ready from day one. The art paper has a subtle texture that feels ' +
        'premium, the small text for ingredients is readable even at 5 pt, and the cut is ' +
        'accurate enough that the labels line up on our bottles without a gap. Customer ' +
        'support helped us understand the difference between sheet and roll labels so we ' +
        'could plan for scaling up.',
      photos: ['sticker-art-paper-circle-1', 'sheet-art-paper-rectangle-6'],
    },
    {
      reviewedOn: '2025-09-29',
      rate: 3,
      customer: 'Phyllis K.',
      title: 'Not for the fridge',
      comment:
        'They look great but curled at the edges on refrigerated bottles with ' +
        'condensation. Vinyl is probably better for cold products.',
    },
    {
      reviewedOn: '2025-11-25',
      rate: 5,
      customer: 'Marco V.',
      title: 'Olive oil bottles',
      comment:
        'Elegant labels for our family olive oil. Customers think we hired a design ' + 'agency.',
    },
    {
      reviewedOn: '2026-02-16',
      rate: 4,
      customer: 'Elena P.',
      title: 'Good quality',
      comment:
        'Good quality and fair price. Would like a pre-made template library for common ' +
        'jar sizes.',
    },
    {
      reviewedOn: '2026-04-06',
      rate: 5,
      customer: 'Oliver T.',
      title: 'Candle company rebrand',
      comment:
        'We rebranded our candle company and reprinted labels for 14 scents using the ' +
        'sets option, one order for all of them. Every label came out consistent in ' +
        'color, which was the hardest part with our last printer, and they went on the ' +
        'tins without wrinkles. The proofs for all 14 designs came together in one email, ' +
        'so approval was quick. Really happy with this shop.',
    },
    {
      reviewedOn: '2026-07-13',
      rate: 5,
      customer: 'Jenna A.',
      title: 'Pretty labels',
      comment: 'So pretty on my honey jars.',
      photos: ['sticker-art-paper-circle-7'],
    },
    {
      reviewedOn: '2026-10-02',
      rate: 4,
      customer: 'Sergio F.',
      title: 'Solid',
      comment: 'Solid labels, shipped on time.',
    },
  ],
};

/** Roll Labels: /labels/roll-labels */
export const rollLabelReviews: PageReviewSeeds = {
  featuredItemId: 24,
  reviews: [
    {
      reviewedOn: '2025-01-16',
      rate: 5,
      customer: 'Rachel W.',
      title: 'Bottling line labels',
      comment: 'Our wine bottling machine runs these without jams. Perfectly wound rolls.',
      photos: ['roll-art-paper-rectangle-3'],
    },
    {
      reviewedOn: '2025-03-04',
      rate: 5,
      customer: 'Troy M.',
      title: 'Free dispenser',
      comment: 'Got the dispenser free with 1,000 labels. Labeling is twice as fast now.',
      photos: ['roll-white-vinyl-circle-1'],
    },
    {
      reviewedOn: '2025-04-26',
      rate: 4,
      customer: 'Dolores H.',
      title: 'Good labels',
      comment:
        'Good labels. The roll core was bigger than my old dispenser, but the free one ' +
        'works great.',
    },
    {
      reviewedOn: '2025-06-21',
      rate: 5,
      customer: 'Bryce K.',
      title: 'Kombucha labels',
      comment:
        'We brew kombucha, and our labels have to survive the fridge, condensation and ' +
        'being handled by customers with wet hands. We went with white vinyl roll labels, ' +
        'and they hold up perfectly. The roll orientation diagram on the order page ' +
        'matched our applicator exactly, and the labels are spaced evenly so our ' +
        'semi-automatic machine never misses. This is our fourth order, and we just ' +
        'bumped up to 5,000 per run.',
      photos: ['roll-white-vinyl-rectangle-3', 'roll-transparent-circle-1'],
    },
    {
      reviewedOn: '2025-08-30',
      rate: 2,
      customer: 'Edna L.',
      title: 'Wrong unwind direction',
      comment:
        'The labels came wound in the wrong direction for my machine. Support pointed out ' +
        'I picked the wrong orientation, which was true, but the diagrams could be ' +
        'clearer about which edge comes off first. Reprinted at a discount and those were ' +
        'fine. The labels themselves are good quality.',
    },
    {
      reviewedOn: '2025-10-16',
      rate: 5,
      customer: 'Quentin R.',
      title: 'Clear labels on glass',
      comment:
        'Transparent roll labels on our glass jars look like screen printing. Really ' +
        'impressed.',
      photos: ['roll-transparent-rectangle-3'],
    },
    {
      reviewedOn: '2025-12-20',
      rate: 4,
      customer: 'Celeste N.',
      title: 'Good for the holiday rush',
      comment: 'Got us through the holiday rush. Quality great, delivery on time.',
    },
    {
      reviewedOn: '2026-02-27',
      rate: 5,
      customer: 'Nathaniel B.',
      title: 'Kraft roll labels',
      comment: 'Kraft paper rolls for our granola bags. Exactly the look we wanted.',
      photos: ['roll-kraft-circle-1'],
    },
    {
      reviewedOn: '2026-05-08',
      rate: 5,
      customer: 'Fiona J.',
      title: 'Scaling up made easy',
      comment:
        'We moved from sheet labels to roll labels when our candle business outgrew ' +
        'hand-peeling. The transition was easy: same artwork, and the product page ' +
        'explained roll orientation and core sizes clearly. The rolls arrive in a sturdy ' +
        'box with each roll wrapped, and the labels peel cleanly from the liner. Our ' +
        'packing time per order dropped by about a third, which made a huge difference ' +
        'during our busiest month.',
    },
    {
      reviewedOn: '2026-08-11',
      rate: 4,
      customer: 'Harrison G.',
      title: 'Reliable',
      comment: 'Reliable supplier for our labels. Ordering is easy.',
    },
    {
      reviewedOn: '2026-11-01',
      rate: 5,
      customer: 'Lorena C.',
      title: 'Best price',
      comment: "Best price for roll labels I've found, and the quality is excellent.",
    },
  ],
};
