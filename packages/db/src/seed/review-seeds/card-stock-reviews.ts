import type { PageReviewSeeds } from './review-seed';

/** Demo reviews of the three card stocks (demo-reviews.ts lists every page). */

/** Standard Matte 250gsm: /business-cards/standard-matte */
export const standardMatteReviews: PageReviewSeeds = {
  featuredItemId: 20,
  reviews: [
    {
      reviewedOn: '2025-02-15',
      rate: 5,
      customer: 'Owen P.',
      title: 'Perfect everyday card',
      comment: 'Smooth matte, easy to write on with a pen. Perfect for appointment reminders.',
      photos: ['card-standard-matte-front-1'],
    },
    {
      reviewedOn: '2025-04-22',
      rate: 4,
      customer: 'Rita K.',
      title: 'Good, not too thick',
      comment:
        "Nice matte feel. It's a standard thickness, so if you want heavy cards go with " +
        'the 400gsm.',
    },
    {
      reviewedOn: '2025-06-28',
      rate: 5,
      customer: 'Louis M.',
      title: 'Dental office appointment cards',
      comment:
        'We print appointment cards on the back of our business cards, and the matte ' +
        'stock is the only one our front desk can write on with a regular ballpoint pen ' +
        'without smudging. The stock measurement table on the product page was actually ' +
        'what convinced me, because it rated this stock excellent for pen and pencil. We ' +
        'order 2,000 at a time and they last us a few months.',
      photos: ['card-standard-matte-back-2'],
    },
    {
      reviewedOn: '2025-09-09',
      rate: 5,
      customer: 'Priscilla N.',
      title: 'Great value',
      comment: 'Great value for the quality. My go-to.',
    },
    {
      reviewedOn: '2025-11-13',
      rate: 3,
      customer: 'Harvey G.',
      title: 'Colors a little muted',
      comment:
        'Matte paper soaks up ink a bit, so my bright orange came out slightly duller. ' +
        'Expected, but worth knowing.',
    },
    {
      reviewedOn: '2026-01-29',
      rate: 5,
      customer: 'Josephine L.',
      title: 'Stamp-friendly',
      comment:
        'I stamp my logo on some cards by hand. The ink dries fast on this stock without ' +
        'smearing.',
    },
    {
      reviewedOn: '2026-04-17',
      rate: 4,
      customer: 'Calvin W.',
      title: 'Reliable',
      comment: 'Reliable stock. Every order comes out the same.',
    },
    {
      reviewedOn: '2026-07-02',
      rate: 5,
      customer: 'Irma T.',
      title: 'Loyalty cards',
      comment:
        'We use this stock for our coffee shop loyalty punch cards. The matte finish ' +
        'takes our stamp well, the cards are sturdy enough to survive a month in ' +
        "someone's wallet, and the price per card at 5,000 is better than any local " +
        'printer quoted. The reorder was super quick since my artwork was saved from the ' +
        'first time.',
      photos: ['card-standard-matte-front-3'],
    },
    {
      reviewedOn: '2026-09-29',
      rate: 5,
      customer: 'Damon E.',
      title: 'Simple and good',
      comment: 'Simple, good-looking cards at a fair price.',
    },
  ],
};

/** Royal Extra White 400gsm: /business-cards/royal-extra-white */
export const royalExtraWhiteReviews: PageReviewSeeds = {
  featuredItemId: 21,
  reviews: [
    {
      reviewedOn: '2025-02-24',
      rate: 5,
      customer: 'Audrey V.',
      title: 'So bright and thick',
      comment: "The whitest card stock I've seen. Colors pop off the page.",
      photos: ['card-royal-white-front-1'],
    },
    {
      reviewedOn: '2025-04-29',
      rate: 5,
      customer: 'Nolan H.',
      title: 'Heavy and premium',
      comment: '400gsm feels like a real card. Clients keep them.',
    },
    {
      reviewedOn: '2025-07-15',
      rate: 4,
      customer: 'Ruby S.',
      title: 'Gorgeous, not for pens',
      comment:
        'Gorgeous stock but hard to write on with a ballpoint. Fine with a felt tip. The ' +
        'stock table on the page warns about this.',
    },
    {
      reviewedOn: '2025-09-22',
      rate: 5,
      customer: 'Preston C.',
      title: 'Photographer portfolio cards',
      comment:
        'I print small portfolio cards with a different photo on each set, and this stock ' +
        'makes the images look like gallery prints. The extra-white base keeps skin tones ' +
        'accurate and the blacks are deep without looking muddy. I ordered 10 sets of 100 ' +
        'with different images and each set was labeled separately in the box. Pricing ' +
        'for sets is fair, and the proof showed every design.',
      photos: ['card-royal-white-front-3', 'card-royal-white-back-2', 'card-royal-white-front-4'],
    },
    {
      reviewedOn: '2025-11-30',
      rate: 5,
      customer: 'Esther F.',
      title: 'Luxury feel',
      comment: 'Luxury feel without the luxury price. Very happy.',
    },
    {
      reviewedOn: '2026-02-02',
      rate: 3,
      customer: 'Gilbert A.',
      title: 'Edges cracked on dark design',
      comment:
        'My full-bleed black design showed some white cracking along the cut edges. Thick ' +
        'stock does that, I was told. Lighter designs would be fine.',
    },
    {
      reviewedOn: '2026-04-28',
      rate: 5,
      customer: 'Lillian O.',
      title: 'Event invitations',
      comment:
        'We used this stock for small VIP invitations to our gallery opening and everyone ' +
        'asked who printed them. The weight makes them feel like an object, not a flyer. ' +
        'Turnaround was quick, and the customer service team helped me adjust my margins ' +
        'so nothing important sat too close to the trim, which I would not have caught ' +
        'myself.',
      photos: ['card-royal-white-front-7'],
    },
    {
      reviewedOn: '2026-07-20',
      rate: 4,
      customer: 'Wesley B.',
      title: 'Nice cards',
      comment: 'Nice cards. Shipping box could have been sturdier, but no damage.',
    },
    {
      reviewedOn: '2026-10-07',
      rate: 5,
      customer: 'Daphne R.',
      title: 'Reordered',
      comment: 'Second order and still in love with this stock.',
    },
  ],
};

/** Vintage Kraft 300gsm: /business-cards/vintage-kraft */
export const vintageKraftReviews: PageReviewSeeds = {
  featuredItemId: 22,
  reviews: [
    {
      reviewedOn: '2025-01-30',
      rate: 5,
      customer: 'Everett H.',
      title: 'Rustic and charming',
      comment:
        'Perfect for my woodworking business. The kraft paper matches the vibe of my ' + 'work.',
      photos: ['card-kraft-front-1'],
    },
    {
      reviewedOn: '2025-03-25',
      rate: 4,
      customer: 'Naomi G.',
      title: 'Pretty but choose colors carefully',
      comment:
        'Light colors disappear on kraft. Dark brown and black look great. White ink ' +
        'would be a nice add-on.',
    },
    {
      reviewedOn: '2025-05-29',
      rate: 5,
      customer: 'Caleb R.',
      title: 'Coffee roaster cards',
      comment:
        'Our coffee roastery sells at farmers markets and these kraft cards match our ' +
        'bags perfectly. The paper has visible fibers that give it a handmade feel, and ' +
        'our dark brown logo looks almost letterpressed. We put our subscription info on ' +
        'the back, and people actually keep the cards. Excellent price at 500, and the ' +
        'order arrived well before our first market of the season.',
      photos: ['card-kraft-front-3', 'card-kraft-back-2'],
    },
    {
      reviewedOn: '2025-08-16',
      rate: 5,
      customer: 'Maggie L.',
      title: 'Great for writing',
      comment:
        'Writes beautifully with pencil and pen. I hand-write notes on the back for my ' +
        'customers.',
    },
    {
      reviewedOn: '2025-10-20',
      rate: 3,
      customer: 'Spencer W.',
      title: 'Texture varies',
      comment:
        'The fiber flecks vary card to card, so a couple had a speck right on my text. ' +
        'Part of the charm, I suppose.',
    },
    {
      reviewedOn: '2025-12-28',
      rate: 5,
      customer: 'Hazel M.',
      title: 'Eco-friendly look',
      comment: 'Exactly the earthy look my plant shop needed.',
    },
    {
      reviewedOn: '2026-03-11',
      rate: 5,
      customer: 'Jared P.',
      title: 'Wedding favor tags',
      comment:
        'We used kraft cards as place cards and favor tags for our barn wedding, with ' +
        "guests' names printed using the sets option. The thick 300gsm stock stood up on " +
        'its own when folded, and the sage green ink looked beautiful against the kraft. ' +
        "A guest even asked for the printer's name so she could use it for her own shop. " +
        'Ordering 120 different names sounded like a nightmare, but it was ' +
        'straightforward.',
      photos: ['card-kraft-front-4'],
    },
    {
      reviewedOn: '2026-05-26',
      rate: 4,
      customer: 'Colleen D.',
      title: 'Nice stock',
      comment: 'Nice stock, sturdy. Shipping took the full estimated time.',
    },
    {
      reviewedOn: '2026-08-13',
      rate: 5,
      customer: 'Warren J.',
      title: 'Brewery cards',
      comment: 'Our brewery cards look like they came off an old press. Love it.',
    },
    {
      reviewedOn: '2026-11-05',
      rate: 5,
      customer: 'Ingrid S.',
      title: 'Repeat customer',
      comment: 'Third order. Always consistent.',
    },
  ],
};
