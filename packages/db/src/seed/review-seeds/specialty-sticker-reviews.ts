import type { PageReviewSeeds } from './review-seed';

/** Demo reviews of silver, hologram, gold and domed stickers (demo-reviews.ts lists every page). */

/** Silver Vinyl Stickers: /stickers/silver-vinyl-stickers */
export const silverVinylReviews: PageReviewSeeds = {
  featuredItemId: 3,
  reviews: [
    {
      reviewedOn: '2025-02-17',
      rate: 5,
      customer: 'Daniel F.',
      title: 'Looks like brushed metal',
      comment:
        'We use these as equipment tags for the tools we rent out. From a few feet away ' +
        'people assume they are metal plates. Very sharp.',
      photos: ['sticker-silver-rectangle-3'],
    },
    {
      reviewedOn: '2025-04-02',
      rate: 4,
      customer: 'Monica H.',
      title: 'Shiny and durable',
      comment:
        "The silver is bright and the black print on top is crisp. Photos don't do the " +
        'shine justice.',
    },
    {
      reviewedOn: '2025-05-21',
      rate: 5,
      customer: 'Aaron L.',
      title: 'Premium feel for our skincare brand',
      comment:
        'We switched from white vinyl to silver for our serum bottles and the whole line ' +
        'suddenly looks more expensive. I was worried the metallic would make our pale ' +
        'pink logo look muddy, but the team suggested printing it with a white base in ' +
        'the proof notes and it came out soft and clean. The stickers survived a week in ' +
        'a steamy bathroom test without lifting at the corners. Worth the small extra ' +
        'cost over standard vinyl.',
      photos: ['sticker-silver-circle-1', 'sticker-silver-die-cut-2'],
    },
    {
      reviewedOn: '2025-08-13',
      rate: 3,
      customer: 'Chris P.',
      title: 'Scratches easier than expected',
      comment:
        'Looks great, but on my toolbox the surface picked up scratches within a month. ' +
        'Fine for indoor use, less so for a job site.',
    },
    {
      reviewedOn: '2025-10-09',
      rate: 5,
      customer: 'Vanessa D.',
      title: 'Great for wedding favors',
      comment:
        'Silver stickers on little white boxes for our silver anniversary party. Elegant ' +
        'and simple.',
    },
    {
      reviewedOn: '2025-12-01',
      rate: 4,
      customer: 'Robert N.',
      title: 'Good, minor color shift',
      comment:
        'Our blue came out slightly greener over the silver. Not a dealbreaker. Cut and ' +
        'adhesion were excellent, and the customer service rep explained why metallic ' +
        'bases shift colors and how to adjust the file for next time, which I ' +
        "appreciated. I'll order again with the corrected artwork and I expect it will be " +
        'spot on.',
    },
    {
      reviewedOn: '2026-03-19',
      rate: 5,
      customer: 'Tiffany K.',
      title: 'Stunning',
      comment: 'Gorgeous metallic finish. People keep asking where I got them.',
      photos: ['sheet-silver-die-cut-5'],
    },
    {
      reviewedOn: '2026-06-24',
      rate: 5,
      customer: 'Eric S.',
      title: 'Asset tags done right',
      comment:
        'We tag every laptop in our school district with these. Readable serials, no ' +
        'peeling after a full school year, and the QR codes scan every time.',
    },
    {
      reviewedOn: '2026-09-10',
      rate: 4,
      customer: 'Paula G.',
      title: 'Happy with the order',
      comment: 'Shipped a day early. Nice and shiny.',
    },
  ],
};

/** Hologram Stickers: /stickers/hologram-stickers */
export const hologramReviews: PageReviewSeeds = {
  featuredItemId: 7,
  reviews: [
    {
      reviewedOn: '2025-01-31',
      rate: 5,
      customer: 'Zoe M.',
      title: 'The rainbow effect is amazing',
      comment:
        'Every angle gives a different color. My kids are obsessed and I ordered them for ' +
        'my own small business.',
      photos: ['sticker-hologram-circle-1', 'sticker-hologram-die-cut-2'],
    },
    {
      reviewedOn: '2025-03-26',
      rate: 5,
      customer: 'Lucas R.',
      title: 'Merch table hit',
      comment: 'These sold out at our first show. Fans love anything that shimmers.',
    },
    {
      reviewedOn: '2025-05-19',
      rate: 4,
      customer: 'Kimberly T.',
      title: 'Great, some colors shift',
      comment:
        'Holographic base changes how colors look, which is the point, but our red read ' +
        'as magenta in some light. Still love them.',
    },
    {
      reviewedOn: '2025-07-14',
      rate: 5,
      customer: 'Jason W.',
      title: 'Anti-counterfeit seals',
      comment:
        'We use these as tamper seals on our supplement bottles because the holographic ' +
        'effect is hard to fake. Each sticker is consistent, the cut around our shield ' +
        'logo is precise, and the adhesive has held up in our warehouse, which gets hot ' +
        'in summer. The proof process flagged a transparency issue in my file that would ' +
        'have printed as a white box, so the artwork check is genuinely useful, not a ' +
        'rubber stamp.',
      photos: ['sheet-hologram-circle-4'],
    },
    {
      reviewedOn: '2025-09-02',
      rate: 2,
      customer: 'Patricia N.',
      title: 'Not what I pictured',
      comment:
        'The hologram is strong and it washed out my pastel illustration. It looked ' +
        'better in the mockup than in person. Customer service was kind and explained ' +
        'which designs work best on hologram, but I wish that had been clearer before ' +
        'ordering. Bold designs would probably be great; mine was not a good fit.',
    },
    {
      reviewedOn: '2025-10-30',
      rate: 5,
      customer: 'Ethan C.',
      title: 'Perfect for Halloween party favors',
      comment: 'Spooky holographic bats on every goodie bag. Kids went wild.',
      photos: ['sticker-hologram-die-cut-8'],
    },
    {
      reviewedOn: '2026-01-08',
      rate: 4,
      customer: 'Christina L.',
      title: 'Fun and durable',
      comment: "On my water bottle for months and the shimmer hasn't faded.",
    },
    {
      reviewedOn: '2026-03-27',
      rate: 5,
      customer: 'Mason B.',
      title: 'Looks expensive',
      comment: 'People think these came from a big brand. Excellent quality.',
    },
    {
      reviewedOn: '2026-06-05',
      rate: 5,
      customer: 'Abigail F.',
      title: 'Planner stickers',
      comment:
        'I run a small planner sticker shop and the hologram sheets are my best sellers ' +
        'now. The kiss cut on the sheets is precise, so each piece lifts cleanly without ' +
        'peeling the backing, and the colors on the holographic film are bright and ' +
        'saturated. Customers have tagged me in dozens of photos. I reorder every six ' +
        'weeks or so and every batch has matched.',
      photos: ['sheet-hologram-die-cut-5', 'sheet-hologram-rectangle-6'],
    },
    {
      reviewedOn: '2026-08-17',
      rate: 4,
      customer: 'Dylan K.',
      title: 'Cool stickers',
      comment: 'Shipped fast. Would like more shape options for the sheets.',
    },
    {
      reviewedOn: '2026-11-03',
      rate: 5,
      customer: 'Chloe S.',
      title: 'Stocking stuffers',
      comment: 'Ordered early for Christmas. Gorgeous.',
    },
  ],
};

/** Gold Vinyl Stickers: /stickers/gold-vinyl-stickers */
export const goldVinylReviews: PageReviewSeeds = {
  featuredItemId: 8,
  reviews: [
    {
      reviewedOn: '2025-02-11',
      rate: 5,
      customer: 'Lauren K.',
      title: 'Luxe candle labels',
      comment:
        'Gold vinyl on black candle jars looks incredibly high end. The adhesive has no ' +
        'problem with the curved glass.',
      photos: ['sticker-gold-circle-1', 'sticker-gold-rectangle-3'],
    },
    {
      reviewedOn: '2025-04-07',
      rate: 4,
      customer: 'Anthony V.',
      title: 'Nice metallic',
      comment:
        'Metallic gold is warm and rich. Slight orange tint compared to foil, but still ' +
        'very nice.',
    },
    {
      reviewedOn: '2025-06-20',
      rate: 5,
      customer: 'Brittany J.',
      title: 'Outdoor-proof gold',
      comment:
        "I wanted gold stickers for my boat rental company's kayaks, and foil paper was " +
        'obviously a no-go. These gold vinyl ones have been through a full summer on the ' +
        'lake, sunscreen, splashing, dragging on sand, and they still look good. A little ' +
        "scuffing on the edges of one or two, but that's after heavy use. The customer " +
        'service team helped me pick a size that would fit on the curved hull.',
      photos: ['sticker-gold-die-cut-2'],
    },
    {
      reviewedOn: '2025-08-29',
      rate: 5,
      customer: 'Scott M.',
      title: 'Classy',
      comment: "Very classy finish for our law firm's folder seals.",
    },
    {
      reviewedOn: '2025-10-21',
      rate: 3,
      customer: 'Donna H.',
      title: 'OK but black print was dull',
      comment:
        'The gold is lovely, but the black text printed on top came out slightly gray. ' +
        'Readable, just not as deep as I hoped.',
    },
    {
      reviewedOn: '2025-12-16',
      rate: 5,
      customer: 'Justin A.',
      title: 'Wedding signage',
      comment:
        'We used larger gold vinyl stickers on acrylic signs for our wedding: table ' +
        'numbers, welcome sign, bar menu. They looked like professional vinyl lettering, ' +
        'cost a fraction of what our planner quoted, and came off the acrylic cleanly ' +
        "afterwards so we could reuse the signs for my sister's wedding.",
      photos: ['sheet-gold-rectangle-6'],
    },
    {
      reviewedOn: '2026-02-05',
      rate: 4,
      customer: 'Karen E.',
      title: 'Beautiful but pricier',
      comment:
        'Beautiful quality. A bit pricier than white vinyl, but worth it for special ' +
        'products.',
    },
    {
      reviewedOn: '2026-04-15',
      rate: 5,
      customer: 'Sean O.',
      title: 'Barbershop branding',
      comment: 'Gold logo stickers on our product jars and mirrors. Clients notice.',
    },
    {
      reviewedOn: '2026-07-22',
      rate: 5,
      customer: 'Maria D.',
      title: 'Quinceañera favors',
      comment:
        "Gold stickers with my daughter's name on every favor box. Everything looked so " +
        'elegant.',
      photos: ['sticker-gold-circle-7'],
    },
    {
      reviewedOn: '2026-10-01',
      rate: 4,
      customer: 'Walter B.',
      title: 'Good',
      comment: 'Good quality, arrived on the estimated date.',
    },
  ],
};

/** Dome Stickers: /stickers/dome-stickers */
export const domeStickerReviews: PageReviewSeeds = {
  featuredItemId: 15,
  reviews: [
    {
      reviewedOn: '2025-02-13',
      rate: 5,
      customer: 'Evelyn S.',
      title: 'The 3D effect is wonderful',
      comment:
        'The clear resin dome makes our logo look like a little jewel. Great on product ' +
        'cases.',
      photos: ['sticker-white-vinyl-circle-1'],
    },
    {
      reviewedOn: '2025-04-23',
      rate: 5,
      customer: 'Terrence W.',
      title: 'Golf cart badges',
      comment:
        'Our golf course uses these on every cart. They survive rain, sun and the ' +
        'pressure washer.',
    },
    {
      reviewedOn: '2025-06-17',
      rate: 4,
      customer: 'Lorraine H.',
      title: 'Worth the wait',
      comment:
        'Production took longer than flat stickers because of the resin curing, which ' +
        'makes sense. Result is lovely.',
    },
    {
      reviewedOn: '2025-08-25',
      rate: 5,
      customer: 'Adrian V.',
      title: 'Premium feel for electronics',
      comment:
        'We build custom mechanical keyboards and put a domed badge on each case. The ' +
        'doming is perfectly even with no bubbles in the resin, and the edges are smooth, ' +
        'so nothing catches. Customers specifically mention the badge in their reviews of ' +
        'our keyboards, which tells you something. The proof explained that fine lines ' +
        'under 0.5 mm can look slightly magnified through the dome, and that was useful ' +
        'to know.',
      photos: ['sticker-white-vinyl-circle-7', 'sticker-white-vinyl-die-cut-2'],
    },
    {
      reviewedOn: '2025-10-31',
      rate: 3,
      customer: 'Bonnie K.',
      title: 'One batch had a bubble',
      comment:
        'A few of the domes had tiny bubbles. Most were perfect. Reported it and got a ' +
        'partial refund.',
    },
    {
      reviewedOn: '2026-01-22',
      rate: 5,
      customer: 'Stanley R.',
      title: 'Appliance branding',
      comment:
        'Our commercial espresso machines look more premium with these. They hold up to ' +
        'steam and cleaning.',
      photos: ['sticker-white-vinyl-rectangle-3'],
    },
    {
      reviewedOn: '2026-04-11',
      rate: 5,
      customer: 'Yolanda G.',
      title: 'Kids love them',
      comment:
        'Our library gave domed stickers for summer reading. Kids treated them like ' + 'trophies.',
    },
    {
      reviewedOn: '2026-06-27',
      rate: 4,
      customer: 'Glenn D.',
      title: 'Nice',
      comment:
        'Nice quality, a bit pricey for small runs but worth it for what they are. We ' +
        'used them on the front of the gift boxes for our top-tier customers and they ' +
        'added a real sense of weight and quality to the package. I would like to see ' +
        'more sizes below one inch for small product tags, but overall a great product ' +
        'that we will keep ordering.',
    },
    {
      reviewedOn: '2026-09-21',
      rate: 5,
      customer: 'Paige M.',
      title: 'Stunning',
      comment: 'So shiny and squishy. Love them.',
    },
  ],
};
