import type { PageReviewSeeds } from './review-seed';

/** Demo reviews of vinyl lettering and the decals (demo-reviews.ts lists every page). */

/** Vinyl Lettering: /lettering-decals/vinyl-lettering */
export const vinylLetteringReviews: PageReviewSeeds = {
  featuredItemId: 10,
  reviews: [
    {
      reviewedOn: '2025-02-09',
      rate: 5,
      customer: 'Roberto S.',
      title: 'Storefront hours look great',
      comment:
        'Ordered our store hours in gold lettering for the glass door. The transfer tape ' +
        'made install easy even for a first timer.',
      photos: ['lettering-gold-block-2'],
    },
    {
      reviewedOn: '2025-04-12',
      rate: 5,
      customer: 'Deborah K.',
      title: 'Boat name',
      comment:
        "Gold lettering for our sailboat's transom. Survived a whole season in salt " + 'water.',
      photos: ['lettering-gold-script-1'],
    },
    {
      reviewedOn: '2025-05-25',
      rate: 4,
      customer: 'Travis N.',
      title: 'Designer tool is handy',
      comment:
        'The lettering designer let me see the size and font before ordering. Tiny ' +
        'letters are tricky to weed, so go bigger if you can.',
    },
    {
      reviewedOn: '2025-07-03',
      rate: 5,
      customer: 'Angela M.',
      title: 'Classroom wall quote',
      comment:
        'I put a quote above my whiteboard in script. It looks painted on. Students asked ' +
        'if I hand-lettered it!',
      photos: ['lettering-gold-script-3'],
    },
    {
      reviewedOn: '2025-08-21',
      rate: 3,
      customer: 'Wayne F.',
      title: 'Fiddly installation',
      comment:
        "The lettering itself is great, but the script font's thin parts stuck to the " +
        'transfer tape and needed patience. Go slow and use a squeegee.',
    },
    {
      reviewedOn: '2025-10-14',
      rate: 5,
      customer: 'Gloria P.',
      title: 'Church sign',
      comment:
        'Our church needed new lettering on the front glass doors and the sign out front. ' +
        'I was dreading it because the last time we hired a sign company it cost a ' +
        'fortune. I used the designer tool to match our existing font, the preview showed ' +
        'exactly how big each line would be, and the letters arrived pre-spaced on ' +
        'transfer tape. Two volunteers installed everything in an afternoon and it looks ' +
        'like a professional job.',
    },
    {
      reviewedOn: '2025-12-22',
      rate: 5,
      customer: 'Jacob T.',
      title: 'Truck door lettering',
      comment: 'Company name and DOT number on both truck doors. Clean and legal.',
      photos: ['lettering-gold-block-5'],
    },
    {
      reviewedOn: '2026-03-05',
      rate: 4,
      customer: 'Rose B.',
      title: 'Nice but check sizing',
      comment:
        'Measure twice! My letters were right to the size I typed, I just typed the wrong ' +
        'height. Quality is excellent and the cut is very clean. When I emailed support, ' +
        'they explained how the designer calculates width from the letter height and ' +
        'offered a discount on my corrected order. I would order again.',
    },
    {
      reviewedOn: '2026-05-18',
      rate: 5,
      customer: 'Ivan L.',
      title: 'Gym wall',
      comment: "Big block letters for our gym's mural wall. Looks amazing.",
    },
    {
      reviewedOn: '2026-08-06',
      rate: 5,
      customer: 'Maya C.',
      title: 'Perfect for my car window',
      comment:
        'Small script lettering of my bakery name on the back window. Stayed put through ' +
        'car washes.',
    },
    {
      reviewedOn: '2026-10-28',
      rate: 4,
      customer: 'Harold J.',
      title: 'Good results',
      comment:
        'Good results on a glass office door. Gold looks more like mustard in low light ' +
        'but sharp in daylight.',
    },
  ],
};

/** Lettering Decals: /lettering-decals/lettering-decals */
export const letteringDecalReviews: PageReviewSeeds = {
  featuredItemId: 11,
  reviews: [
    {
      reviewedOn: '2025-03-01',
      rate: 5,
      customer: 'Amber L.',
      title: 'Nursery wall decal',
      comment:
        "Our baby's name in a cute script above the crib. Looks hand painted and it's " +
        'removable if we move.',
      photos: ['lettering-white-vinyl-script-1'],
    },
    {
      reviewedOn: '2025-04-28',
      rate: 4,
      customer: 'Russell D.',
      title: 'Easy to apply',
      comment:
        'Applied a quote to my home office wall. Only took 15 minutes with the transfer ' + 'tape.',
    },
    {
      reviewedOn: '2025-07-11',
      rate: 5,
      customer: 'Tamara G.',
      title: 'Salon mirror lettering',
      comment:
        'I own a small hair salon and wanted our name and social handle on each station ' +
        'mirror. These lettering decals look painted on, the white is opaque even against ' +
        'the mirror reflection, and they wipe clean with our glass cleaner every night ' +
        'without lifting. I ordered eight sets at once and every set was identical. They ' +
        'also fit my budget much better than the quote I got from a local sign shop.',
      photos: ['lettering-white-vinyl-block-2', 'lettering-white-vinyl-script-3'],
    },
    {
      reviewedOn: '2025-09-19',
      rate: 3,
      customer: 'Clarence H.',
      title: 'Textured wall was a problem',
      comment:
        "They don't stick well on my orange-peel textured wall. Smooth walls and glass " +
        'should be fine. Maybe mention that more clearly.',
    },
    {
      reviewedOn: '2025-11-07',
      rate: 5,
      customer: 'Jasmine W.',
      title: 'Classroom door',
      comment:
        'Welcome sign on my classroom door for the new year. Held up to hundreds of kids ' +
        'banging into the door every day.',
    },
    {
      reviewedOn: '2026-01-30',
      rate: 5,
      customer: 'Oscar R.',
      title: 'Cafe menu board',
      comment:
        'We used lettering decals for the permanent parts of our chalkboard menu (section ' +
        "headings and our logo) so the chalk parts could change daily. It's been six " +
        "months of wiping chalk dust around them and they're still crisp. The font " +
        'preview in the designer was accurate, and the decals showed up a day earlier ' +
        'than the estimated delivery date.',
      photos: ['lettering-white-vinyl-block-5'],
    },
    {
      reviewedOn: '2026-04-03',
      rate: 4,
      customer: 'Lisa F.',
      title: 'Pretty, some small letters lifted',
      comment:
        'A couple of the thin letters lifted after a week in my humid bathroom. Pressed ' +
        "back down and they've held since.",
    },
    {
      reviewedOn: '2026-06-29',
      rate: 5,
      customer: 'Curtis B.',
      title: 'Easy DIY',
      comment: "I'm not handy and it still came out great.",
    },
    {
      reviewedOn: '2026-09-24',
      rate: 5,
      customer: 'Felicia N.',
      title: 'Our family name over the fireplace',
      comment: 'Looks custom-made because it is. Love it.',
    },
  ],
};

/** Transfer Decals: /lettering-decals/transfer-decals */
export const transferDecalReviews: PageReviewSeeds = {
  featuredItemId: 12,
  reviews: [
    {
      reviewedOn: '2025-02-20',
      rate: 5,
      customer: 'Martin S.',
      title: 'Office glass doors',
      comment: 'Our logo on the conference room glass looks etched. Super clean install.',
      photos: ['lettering-transparent-block-2'],
    },
    {
      reviewedOn: '2025-05-02',
      rate: 4,
      customer: 'Diana L.',
      title: 'Nice but check the preview',
      comment:
        'Make sure you preview on a dark background. White parts disappear on light ' +
        'glass. Turned out great once I fixed that.',
    },
    {
      reviewedOn: '2025-06-26',
      rate: 5,
      customer: 'Juan C.',
      title: 'Food truck window',
      comment: 'Menu and prices on the serving window. Easy to change out when prices change.',
      photos: ['lettering-transparent-script-1'],
    },
    {
      reviewedOn: '2025-08-18',
      rate: 5,
      customer: 'Erin T.',
      title: 'Boutique window display',
      comment:
        'I own a small clothing boutique and change my front window decals every season. ' +
        'These transfer decals are perfect: they go on without bubbles, look like ' +
        'professional window lettering from the street, and peel off cleanly when the ' +
        "season changes without razor scraping. I've done four seasons now and the staff " +
        'have the installation down to about twenty minutes. Much cheaper than a sign ' +
        'company for something that changes so often.',
      photos: ['lettering-transparent-block-5', 'lettering-transparent-script-3'],
    },
    {
      reviewedOn: '2025-10-24',
      rate: 3,
      customer: 'Albert K.',
      title: 'Okay',
      comment:
        'Decent, but the transfer tape was very sticky and pulled a few letters back off ' +
        'the glass. Took two tries.',
    },
    {
      reviewedOn: '2026-01-12',
      rate: 5,
      customer: 'Crystal H.',
      title: 'Car window decal',
      comment: 'My small business logo on the rear window. Looks factory made.',
    },
    {
      reviewedOn: '2026-03-31',
      rate: 4,
      customer: 'Edwin M.',
      title: 'Good product',
      comment: 'Good product and fast shipping. The instructions in the package were helpful.',
    },
    {
      reviewedOn: '2026-07-07',
      rate: 5,
      customer: 'Sabrina P.',
      title: 'Storefront refresh',
      comment:
        'We refreshed our storefront for our ten-year anniversary with transfer decals on ' +
        "all three windows: logo, hours and a big 'thank you' message. The install was " +
        'surprisingly easy with the wet method, the cut is clean down to the tiny serifs, ' +
        "and they've been up through a full summer of direct afternoon sun without " +
        'fading. A customer asked for the name of our sign company and I gave her this ' +
        'website.',
    },
    {
      reviewedOn: '2026-10-09',
      rate: 5,
      customer: 'Leonard W.',
      title: 'Reordered',
      comment: 'Second set for our other location. Same great result.',
    },
  ],
};

/** Custom Decals: /lettering-decals/custom-decals */
export const customDecalReviews: PageReviewSeeds = {
  featuredItemId: 16,
  reviews: [
    {
      reviewedOn: '2025-01-19',
      rate: 5,
      customer: 'Luis G.',
      title: 'Fleet trucks',
      comment: 'Our logo on five work trucks. Looks like a real wrap at a fraction of the cost.',
      photos: ['sticker-white-vinyl-die-cut-2'],
    },
    {
      reviewedOn: '2025-03-09',
      rate: 4,
      customer: 'Carol W.',
      title: 'Nice for trailers',
      comment:
        'Great on our horse trailer. Cut is precise. Colors slightly less saturated than ' +
        'my screen.',
    },
    {
      reviewedOn: '2025-05-15',
      rate: 5,
      customer: 'Terrell J.',
      title: 'Food truck makeover',
      comment:
        'I redesigned my food truck on a budget using custom decals for the menu board, ' +
        'logo, social handles and a few illustrations on the side panels. Each decal came ' +
        'out exactly as proofed, the die cut around our chili pepper mascot was spot on, ' +
        'and installation was easy with a squeegee and some soapy water. Eight months ' +
        'later, through the Texas summer and lots of pressure washing, they still look ' +
        'brand new.',
      photos: ['sticker-white-vinyl-die-cut-8', 'sheet-white-vinyl-die-cut-5'],
    },
    {
      reviewedOn: '2025-07-26',
      rate: 5,
      customer: 'Marilyn C.',
      title: 'Window decal for my shop',
      comment: 'Our shop logo on the front window looks professional and it was easy to put up.',
    },
    {
      reviewedOn: '2025-09-12',
      rate: 3,
      customer: 'Jimmy F.',
      title: 'Slight lift on the corners',
      comment:
        'After a few months, the corners of one decal started lifting on my textured ' +
        'cooler lid. Fine on smooth surfaces.',
    },
    {
      reviewedOn: '2025-11-21',
      rate: 5,
      customer: 'Bianca R.',
      title: 'Great for events',
      comment:
        'Made floor decals for our charity 5K finish line area. Held up to hundreds of ' +
        'runners.',
    },
    {
      reviewedOn: '2026-02-09',
      rate: 4,
      customer: 'Theodore K.',
      title: 'Good value',
      comment:
        'Good value and good quality. A bit of a learning curve to apply big decals, but ' +
        'the instructions helped.',
    },
    {
      reviewedOn: '2026-05-01',
      rate: 5,
      customer: 'Whitney A.',
      title: 'Laptop decal for our team',
      comment:
        'We gave every new hire a laptop decal with our company mascot. Everyone actually ' +
        'uses them.',
      photos: ['sticker-white-vinyl-circle-1'],
    },
    {
      reviewedOn: '2026-07-25',
      rate: 5,
      customer: 'Ricardo P.',
      title: 'Our restaurant door',
      comment:
        "Our restaurant's front door had old faded lettering from the previous owner. We " +
        'ordered custom decals with our logo, hours and accepted payment icons, and they ' +
        'transformed the entrance. The customer service rep helped me figure out the ' +
        "right size so the decals wouldn't cover the door's push bar, and the proof came " +
        'back with a mockup on a door shape, which helped a lot.',
    },
    {
      reviewedOn: '2026-10-16',
      rate: 4,
      customer: 'Lydia S.',
      title: 'Good',
      comment: 'Good decals. Shipping was on time.',
    },
  ],
};
