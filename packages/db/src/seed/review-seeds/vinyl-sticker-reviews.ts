import type { PageReviewSeeds } from './review-seed';

/** Demo reviews of white, clear, PVC and bumper vinyl stickers (demo-reviews.ts lists every page). */

/** Standard Vinyl Stickers: /stickers/standard-vinyl */
export const standardVinylReviews: PageReviewSeeds = {
  featuredItemId: 1,
  reviews: [
    {
      reviewedOn: '2025-01-14',
      rate: 5,
      customer: 'Megan R.',
      title: 'Survived the dishwasher',
      comment:
        'I put one on my travel mug as a test and ran it through the top rack of the ' +
        'dishwasher about a dozen times. Still bright, edges still down. Ordering more ' +
        'for the shop.',
      photos: ['sticker-white-vinyl-circle-1'],
    },
    {
      reviewedOn: '2025-02-03',
      rate: 5,
      customer: 'Carlos M.',
      title: 'Perfect for our food truck',
      comment:
        'We hand these out with every order at our taco truck in Austin and people ' +
        'actually put them on their laptops and coolers. Colors matched our logo exactly, ' +
        'the red especially, which has been a problem with other printers. The die cut ' +
        'follows the outline of our little truck illustration perfectly and the white ' +
        'border looks clean. Proof came back the same day I uploaded and the stickers ' +
        'showed up a day earlier than the estimate.',
      photos: ['sticker-white-vinyl-die-cut-2', 'sheet-white-vinyl-die-cut-5'],
    },
    {
      reviewedOn: '2025-03-22',
      rate: 4,
      customer: 'Ashley T.',
      title: 'Great quality, slightly darker navy',
      comment:
        'Really thick vinyl and the matte finish feels premium. Our navy came out a shade ' +
        'darker than on my screen, which the artwork guide does warn about. Still looks ' +
        'great.',
    },
    {
      reviewedOn: '2025-04-09',
      rate: 5,
      customer: 'Jordan P.',
      title: 'Band merch staple',
      comment:
        'Fourth order for our band. Cheap enough to toss in every merch bag, tough enough ' +
        'that fans send us photos of them on guitar cases years later.',
    },
    {
      reviewedOn: '2025-05-30',
      rate: 3,
      customer: 'Linda W.',
      title: 'Good stickers, slow shipping',
      comment:
        'The stickers themselves are lovely and the cut is accurate. Shipping took two ' +
        'days longer than the date shown at checkout, so they missed the craft fair I ' +
        'ordered them for. Customer service was polite about it.',
    },
    {
      reviewedOn: '2025-06-18',
      rate: 5,
      customer: 'Tyler B.',
      title: 'Hydro Flask approved',
      comment:
        "My daughter's softball team put these on their water bottles. A whole season of " +
        'sun, sweat and sunscreen and they still look new.',
      photos: ['sticker-white-vinyl-circle-7'],
    },
    {
      reviewedOn: '2025-07-07',
      rate: 5,
      customer: 'Priya N.',
      title: 'Easy ordering for a first timer',
      comment:
        'I had never ordered custom stickers before and was nervous about bleed and cut ' +
        'lines. The artwork guide walked me through it, and when my file had text too ' +
        'close to the edge someone emailed me a corrected proof instead of just printing ' +
        'it wrong. That kind of care is rare. The stickers are for my Etsy shop packaging ' +
        'and customers have commented on them more than once. I went with 3 inch circles ' +
        'and 500 pieces, which was a great price per sticker.',
    },
    {
      reviewedOn: '2025-08-26',
      rate: 4,
      customer: 'Brian K.',
      title: 'Solid',
      comment:
        'Good stickers at a fair price. Would have liked a gloss option preview but the ' +
        'result was fine.',
    },
    {
      reviewedOn: '2025-10-02',
      rate: 5,
      customer: 'Samantha L.',
      title: 'Outdoor tested',
      comment:
        'One has been on my mailbox since spring. Full Arizona sun all summer and barely ' +
        'any fading.',
      photos: ['sticker-white-vinyl-rectangle-3'],
    },
    {
      reviewedOn: '2025-11-15',
      rate: 2,
      customer: 'Greg H.',
      title: 'Cut was off on half the batch',
      comment:
        'About half of my 200 stickers had the cut line shifted toward one side, leaving ' +
        'an uneven white border. Support offered a reprint, which arrived fine, but I ' +
        'lost a week. The reprinted ones are good, hence two stars instead of one.',
    },
    {
      reviewedOn: '2026-01-20',
      rate: 5,
      customer: 'Nicole F.',
      title: 'Reordered three times',
      comment:
        'Consistent from order to order, which matters when you sell them. Colors, size ' +
        'and cut were identical to my first batch from last year.',
    },
    {
      reviewedOn: '2026-03-03',
      rate: 4,
      customer: 'Kevin D.',
      title: 'Nice and thick',
      comment:
        'These are noticeably thicker than the ones I got from a big online marketplace. ' +
        'Easy to peel, no bubbles on my laptop lid. Took off a star only because the ' +
        'smallest size felt a little pricey for 50 pieces, but the price drops a lot at ' +
        "200 and up so that's on me.",
    },
    {
      reviewedOn: '2026-05-12',
      rate: 5,
      customer: 'Alyssa G.',
      title: 'Wedding favors',
      comment:
        'We made little illustrated stickers of our dog for the wedding favor table. ' +
        'Guests loved them.',
      photos: [
        'sticker-white-vinyl-die-cut-8',
        'sticker-white-vinyl-circle-1',
        'sheet-white-vinyl-circle-4',
      ],
    },
    {
      reviewedOn: '2026-08-28',
      rate: 5,
      customer: 'Marcus J.',
      title: 'Exactly as proofed',
      comment: 'What I approved is what I got. Fast, clean, no surprises.',
    },
  ],
};

/** Transparent Stickers: /stickers/transparent-stickers */
export const transparentStickerReviews: PageReviewSeeds = {
  featuredItemId: 2,
  reviews: [
    {
      reviewedOn: '2025-01-29',
      rate: 5,
      customer: 'Hannah S.',
      title: 'Invisible edges on glass jars',
      comment:
        "Used these on my honey jars and you honestly can't see where the sticker ends. " +
        'The white ink under the logo makes the colors pop even against the amber honey.',
      photos: ['sticker-transparent-circle-1', 'sticker-transparent-rectangle-3'],
    },
    {
      reviewedOn: '2025-03-11',
      rate: 4,
      customer: 'Derek O.',
      title: 'Great on windows',
      comment:
        'Put our hours and logo on the front door of the barber shop. Looks professional. ' +
        'Small air bubbles at first but they worked out in a couple of days.',
    },
    {
      reviewedOn: '2025-04-24',
      rate: 5,
      customer: 'Rachel C.',
      title: 'Candle labels that look printed on',
      comment:
        'I pour soy candles in clear glass tumblers and wanted the label to look like it ' +
        'was printed right on the glass. These do exactly that. I was worried the black ' +
        'text would be hard to read with the wax behind it, but I followed the tip in the ' +
        'artwork guide about adding a white layer behind the text and it is crisp and ' +
        "readable from across my market booth. I've ordered 1,000 so far and have already " +
        'started recommending them to other makers at the farmers market.',
      photos: ['sticker-transparent-rectangle-9'],
    },
    {
      reviewedOn: '2025-06-05',
      rate: 3,
      customer: 'Tom A.',
      title: 'Colors a little see-through',
      comment:
        "My light yellow design looked faded on a dark bottle because I didn't add white " +
        'ink underneath. My mistake, but it would be nice if the proof made that more ' +
        'obvious.',
    },
    {
      reviewedOn: '2025-07-19',
      rate: 5,
      customer: 'Erica V.',
      title: 'Laptop looks clean',
      comment: 'Clear stickers on a silver laptop look like a custom engraving. Super happy.',
    },
    {
      reviewedOn: '2025-09-08',
      rate: 5,
      customer: 'Jamal W.',
      title: 'Brewery can labels',
      comment:
        'We use these for limited-run cans at our taproom. They hold up in an ice bath ' +
        'for hours, which is more than I can say for the last supplier. The matte clear ' +
        "film also doesn't show fingerprints. Proofing was quick and they caught that our " +
        'barcode was too small to scan, which saved us a real headache at the ' +
        'distributor.',
      photos: ['sticker-transparent-die-cut-2'],
    },
    {
      reviewedOn: '2025-10-27',
      rate: 4,
      customer: 'Kayla M.',
      title: 'Pretty but peel carefully',
      comment:
        'The clear film is thin, so take your time peeling the backing on the small ones. ' +
        "Once they're on they look fantastic.",
    },
    {
      reviewedOn: '2026-02-14',
      rate: 5,
      customer: 'Steven R.',
      title: 'Fast turnaround',
      comment:
        'Ordered Monday, proof approved Tuesday, arrived the following week. Exactly what ' +
        'we needed for a pop-up.',
    },
    {
      reviewedOn: '2026-04-30',
      rate: 5,
      customer: 'Olivia B.',
      title: 'Window decals for our studio',
      comment: 'Clean, clear and easy to reposition while installing.',
      photos: ['sheet-transparent-circle-4'],
    },
    {
      reviewedOn: '2026-07-16',
      rate: 4,
      customer: 'Nathan E.',
      title: 'Good value',
      comment:
        'Good value at 500 pieces. The clear backing is a little hard to see on the ' +
        "sheet, so I lost a couple, but that's just how clear stickers are.",
    },
    {
      reviewedOn: '2026-10-05',
      rate: 5,
      customer: 'Grace Y.',
      title: 'Reorder for the holidays',
      comment: 'Third batch for our holiday gift boxes. Still perfect.',
    },
  ],
};

/** PVC Vinyl Stickers: /stickers/pvc-vinyl */
export const pvcVinylReviews: PageReviewSeeds = {
  featuredItemId: 9,
  reviews: [
    {
      reviewedOn: '2025-01-17',
      rate: 5,
      customer: 'Randy C.',
      title: 'Tough as nails',
      comment:
        'Put these on our generators and air compressors. Oil, rain, getting kicked ' +
        "around the truck bed, they're still readable.",
      photos: ['sticker-pvc-rectangle-3'],
    },
    {
      reviewedOn: '2025-03-06',
      rate: 4,
      customer: 'Laura S.',
      title: 'Thick and sturdy',
      comment:
        'Much thicker than regular vinyl. Harder to apply on tight curves, but great on ' +
        'flat surfaces.',
    },
    {
      reviewedOn: '2025-05-13',
      rate: 5,
      customer: 'Trevor G.',
      title: 'Cooler stickers that last',
      comment:
        'We sell custom coolers and every one gets a PVC sticker with our logo. Customers ' +
        "leave them in the sun, in ice water and in truck beds, and we haven't had a " +
        'single complaint about peeling in over a year. The white is bright and stays ' +
        "bright, and the printed colors haven't faded on the demo cooler that sits " +
        'outside our shop. This is the only sticker I trust for outdoor gear.',
      photos: ['sticker-pvc-die-cut-2', 'sticker-pvc-circle-1'],
    },
    {
      reviewedOn: '2025-07-24',
      rate: 3,
      customer: 'Nancy R.',
      title: 'Great but hard to remove',
      comment:
        'Very durable, but when I needed to move one it left residue. Make sure of ' +
        'placement first.',
    },
    {
      reviewedOn: '2025-09-30',
      rate: 5,
      customer: 'Cody L.',
      title: 'Skate shop favorite',
      comment: 'Skaters beat these up and they survive. Our best giveaway yet.',
    },
    {
      reviewedOn: '2025-12-03',
      rate: 4,
      customer: 'Sharon T.',
      title: 'Good for labeling bins',
      comment:
        'We labeled all our warehouse bins. They hold up to forklifts brushing past. Wish ' +
        'they came in a slightly cheaper bulk tier.',
    },
    {
      reviewedOn: '2026-02-19',
      rate: 5,
      customer: 'Jeffrey W.',
      title: 'Construction hard hats',
      comment:
        'Our crew has 40 hard hats with these stickers showing name and certification ' +
        "level. They've been through one full winter and one summer on job sites, washed " +
        'with degreaser regularly, and the print is still sharp. Ordering was simple, and ' +
        'the proof caught a typo in one of the names that I had missed. Great service.',
      photos: ['sheet-pvc-rectangle-6'],
    },
    {
      reviewedOn: '2026-06-10',
      rate: 5,
      customer: 'Kristen M.',
      title: 'Heavy duty',
      comment: 'Heavy duty and looks professional on our trailers.',
    },
    {
      reviewedOn: '2026-09-16',
      rate: 4,
      customer: 'Philip A.',
      title: 'Would buy again',
      comment:
        'Quality is very good. Production was a day longer than I wanted, but within the ' +
        'estimate.',
    },
  ],
};

/** Bumper Stickers: /stickers/bumper-stickers */
export const bumperStickerReviews: PageReviewSeeds = {
  featuredItemId: 14,
  reviews: [
    {
      reviewedOn: '2025-01-11',
      rate: 5,
      customer: 'Dwayne H.',
      title: 'Campaign stickers',
      comment:
        'Ran a city council campaign and these were everywhere. Bright, readable from a ' +
        'distance, and still on cars a year later.',
      photos: ['sticker-white-vinyl-rectangle-3'],
    },
    {
      reviewedOn: '2025-02-28',
      rate: 4,
      customer: 'Kelly V.',
      title: 'Good adhesion',
      comment:
        'Stuck well on my bumper through a Michigan winter with salt and snow. Colors ' +
        'faded a tiny bit.',
    },
    {
      reviewedOn: '2025-04-19',
      rate: 5,
      customer: 'Miguel A.',
      title: 'Radio station giveaway',
      comment:
        "We ordered 5,000 bumper stickers for our radio station's summer giveaway. Every " +
        'one came out consistent, and the price per sticker was better than our previous ' +
        'vendor by a lot. Listeners send us photos of them on cars from three states ' +
        'away. The minimum of 10 pieces is great too, because we also ordered a few small ' +
        'batches of special-event designs without paying setup fees.',
      photos: ['sticker-white-vinyl-rectangle-9', 'sheet-white-vinyl-rectangle-6'],
    },
    {
      reviewedOn: '2025-06-09',
      rate: 5,
      customer: 'Jennifer O.',
      title: 'Honor roll stickers',
      comment: 'Our PTA orders these for honor roll students every semester. Parents love them.',
    },
    {
      reviewedOn: '2025-08-02',
      rate: 3,
      customer: 'Roger L.',
      title: 'Hard to remove',
      comment:
        'Great while it was on, but removing it later took a hair dryer and patience. ' +
        'Good for permanent use.',
    },
    {
      reviewedOn: '2025-10-06',
      rate: 5,
      customer: 'Tasha B.',
      title: 'Funny stickers for my shop',
      comment:
        'I sell funny bumper stickers online and these are my go-to. Quick, consistent, ' +
        'and they ship fast.',
    },
    {
      reviewedOn: '2025-12-12',
      rate: 4,
      customer: 'Howard P.',
      title: 'Nice but long',
      comment:
        'Standard 11.5 x 3 size is great. I wanted something slightly longer and the ' +
        'custom size priced out fine.',
    },
    {
      reviewedOn: '2026-02-26',
      rate: 5,
      customer: 'Norma J.',
      title: 'Vet clinic',
      comment:
        "Our veterinary clinic gives these out to clients after their pet's first visit, " +
        "and they've become a sort of local badge. Three years and several reorders " +
        "later, the colors are still vivid and the white vinyl hasn't yellowed on the one " +
        'that has been on my own car since the first batch. Customer service even caught ' +
        'that the phone number in my updated artwork had a transposed digit.',
    },
    {
      reviewedOn: '2026-05-04',
      rate: 5,
      customer: 'Kenneth R.',
      title: 'Great for car magnets alternative',
      comment: 'Cheaper than magnets and stay put on the highway.',
      photos: ['sticker-white-vinyl-rectangle-3'],
    },
    {
      reviewedOn: '2026-07-30',
      rate: 4,
      customer: 'Deanna C.',
      title: 'Happy',
      comment: 'Happy with the print quality. Shipping was quick.',
    },
    {
      reviewedOn: '2026-10-19',
      rate: 5,
      customer: 'Bruce M.',
      title: 'Team spirit',
      comment: 'Every family in our youth football league has one. Great price.',
    },
  ],
};
