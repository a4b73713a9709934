import type { PageReviewSeeds } from './review-seed';

/** Demo reviews of the business cards and hang tags (demo-reviews.ts lists every page). */

/** Standard Business Card: /business-cards/standard-business-card */
export const standardBusinessCardReviews: PageReviewSeeds = {
  featuredItemId: 17,
  reviews: [
    {
      reviewedOn: '2025-01-07',
      rate: 5,
      customer: 'Michael B.',
      title: 'Clean and professional',
      comment: 'Simple cards for my consulting business. Crisp print, nice weight for the price.',
      photos: ['card-standard-matte-front-1', 'card-standard-matte-back-2'],
    },
    {
      reviewedOn: '2025-02-19',
      rate: 5,
      customer: 'Sarah D.',
      title: 'Real estate cards',
      comment:
        'As a realtor I go through cards fast. These are affordable at 1,000 and still ' +
        'look professional.',
    },
    {
      reviewedOn: '2025-03-28',
      rate: 4,
      customer: 'Patrick L.',
      title: 'Good cards, matte is nice',
      comment:
        "Matte finish feels good and doesn't show fingerprints. Slightly thinner than I " +
        'expected, but fine for standard cards.',
    },
    {
      reviewedOn: '2025-05-05',
      rate: 5,
      customer: 'Yvonne C.',
      title: 'Easy to design',
      comment:
        'I uploaded my own design and the proof came back quickly with a note about ' +
        'keeping text inside the safety area. Great result.',
      photos: ['card-standard-matte-front-3'],
    },
    {
      reviewedOn: '2025-06-23',
      rate: 5,
      customer: 'Derrick M.',
      title: 'Great for a new small business',
      comment:
        'I opened my landscaping company this spring and needed cards fast without ' +
        'spending much. Standard cards at 500 were very affordable, and they look much ' +
        'better than the cheap cards I had from an office supply store years ago. The ' +
        'colors of my green logo printed true, and the back side with my services list is ' +
        'easy to read. The shipping calendar on the product page told me exactly when ' +
        'they would arrive, which helped me plan for a trade show.',
    },
    {
      reviewedOn: '2025-08-08',
      rate: 3,
      customer: 'Irene P.',
      title: 'Minor trimming issue',
      comment:
        'A few cards were trimmed slightly off-center, so the border on one side was ' +
        'thinner. Most were fine.',
    },
    {
      reviewedOn: '2025-09-17',
      rate: 5,
      customer: 'Hector V.',
      title: 'Second order',
      comment: 'Reordered for my new title. Same great quality.',
    },
    {
      reviewedOn: '2025-10-29',
      rate: 4,
      customer: 'Janet F.',
      title: 'Great value',
      comment:
        'Great value. I would love more paper choices at this price level, but the ' +
        'standard stock is solid.',
    },
    {
      reviewedOn: '2025-12-05',
      rate: 5,
      customer: 'Omar K.',
      title: 'Cards for the whole team',
      comment:
        'I ordered cards for 12 employees and it was simple to use sets for the different ' +
        'names.',
      photos: ['card-standard-matte-back-5'],
    },
    {
      reviewedOn: '2026-01-23',
      rate: 2,
      customer: 'Bradley S.',
      title: 'Delayed order',
      comment:
        'My order shipped four days after the estimated dispatch date because of a file ' +
        "issue that I wasn't told about until I asked. When they did respond, they fixed " +
        'it quickly and the cards look good, but the communication could have been ' +
        'better. Two stars for the delay, the cards themselves deserve four.',
    },
    {
      reviewedOn: '2026-03-16',
      rate: 5,
      customer: 'Lindsey R.',
      title: 'Love them',
      comment: 'Perfect first business cards for my photography business.',
    },
    {
      reviewedOn: '2026-05-20',
      rate: 4,
      customer: 'Arthur G.',
      title: 'Solid',
      comment: 'Solid cards, solid price. Arrived in a sturdy box.',
    },
    {
      reviewedOn: '2026-08-03',
      rate: 5,
      customer: 'Tanya W.',
      title: 'Networking event ready',
      comment:
        'I needed cards for a conference in two weeks and was worried about timing. The ' +
        'dispatch date shown on the page was accurate, and they arrived three days before ' +
        'I left. The print is sharp, the QR code on the back scans instantly, and I got ' +
        'compliments on the clean design at the event. Ordering was straightforward, and ' +
        'the proof approval took two minutes.',
      photos: ['card-standard-matte-front-4'],
    },
    {
      reviewedOn: '2026-10-26',
      rate: 5,
      customer: 'Vincent O.',
      title: 'No complaints',
      comment: 'No complaints at all. Good cards.',
    },
  ],
};

/** Premium Business Card: /business-cards/premium-business-card */
export const premiumBusinessCardReviews: PageReviewSeeds = {
  featuredItemId: 18,
  reviews: [
    {
      reviewedOn: '2025-01-27',
      rate: 5,
      customer: 'Alexandra H.',
      title: 'Thick and luxurious',
      comment:
        'These feel substantial in hand. Clients comment on them before they even read ' +
        'the card.',
      photos: ['card-royal-white-front-1'],
    },
    {
      reviewedOn: '2025-03-13',
      rate: 5,
      customer: 'Dominic R.',
      title: 'Gold foil stamp is stunning',
      comment:
        'Added gold foil to my logo. It looks like a card from a luxury brand. Worth ' +
        'every penny.',
      photos: ['card-royal-white-front-3', 'card-royal-white-back-2'],
    },
    {
      reviewedOn: '2025-05-01',
      rate: 4,
      customer: 'Monique S.',
      title: 'Beautiful but pricier',
      comment: 'Beautiful quality. The emboss option is subtle; I wish it were a bit deeper.',
    },
    {
      reviewedOn: '2025-06-19',
      rate: 5,
      customer: 'Franklin T.',
      title: 'Law firm rebrand',
      comment:
        'Our firm rebranded this year and we wanted cards that felt as serious as the new ' +
        'identity. The premium stock is thick and bright white, the foil stamped logo is ' +
        'flawless, and the die cut rounded corners give a modern touch. We ordered cards ' +
        'for 20 attorneys using sets, and each name was correct. The special processing ' +
        'options were a little confusing at first, but the quote request form got us an ' +
        'answer within a day.',
    },
    {
      reviewedOn: '2025-08-22',
      rate: 3,
      customer: 'Valerie N.',
      title: 'Nice, slight scuffing',
      comment:
        'A few cards had faint scuff marks on the dark background. Probably from packing. ' +
        'Otherwise lovely.',
    },
    {
      reviewedOn: '2025-10-10',
      rate: 5,
      customer: 'Elliot B.',
      title: 'Architecture studio',
      comment: 'Clean white, crisp type, exactly what an architect wants to hand out.',
    },
    {
      reviewedOn: '2025-12-18',
      rate: 5,
      customer: 'Renee M.',
      title: 'Deboss is so classy',
      comment: 'I went with a debossed logo and no ink on the front. Gorgeous and minimal.',
      photos: ['card-royal-white-front-4'],
    },
    {
      reviewedOn: '2026-02-12',
      rate: 4,
      customer: 'Gordon P.',
      title: 'Good but took a while',
      comment:
        'Special processing adds several days, which is shown on the page. Plan ahead. ' +
        'Quality is top notch.',
    },
    {
      reviewedOn: '2026-04-24',
      rate: 5,
      customer: 'Simone A.',
      title: 'My favorite cards ever',
      comment:
        "I'm a wedding planner, so first impressions matter a lot. I've ordered premium " +
        'cards from four different printers over the years, and these are my favorite. ' +
        'The paper is thick without being stiff, and the punch hole detail I added so ' +
        'clients could clip the card to my planning guide turned out perfectly aligned. ' +
        "I've already recommended this shop to two vendors I work with.",
      photos: ['card-royal-white-back-5', 'card-royal-white-front-7'],
    },
    {
      reviewedOn: '2026-06-18',
      rate: 5,
      customer: 'Raymond H.',
      title: 'Impressive',
      comment: 'These make a statement. Worth the upgrade from standard.',
    },
    {
      reviewedOn: '2026-09-08',
      rate: 4,
      customer: 'Leah K.',
      title: 'Very nice',
      comment: 'Very nice feel and print. Shipping was fast.',
    },
    {
      reviewedOn: '2026-11-12',
      rate: 5,
      customer: 'Miles J.',
      title: 'Perfect',
      comment: 'Perfect cards for our boutique agency. Thank you!',
    },
  ],
};

/** Hang Tags: /business-cards/hang-tags */
export const hangTagReviews: PageReviewSeeds = {
  featuredItemId: 19,
  reviews: [
    {
      reviewedOn: '2025-02-02',
      rate: 5,
      customer: 'Naomi B.',
      title: 'Perfect clothing tags',
      comment:
        'Kraft hang tags with a punched hole and twine. My handmade sweaters look ' +
        'store-ready.',
      photos: ['tag-kraft-rectangle-3', 'tag-kraft-circle-1'],
    },
    {
      reviewedOn: '2025-03-21',
      rate: 4,
      customer: 'Lance W.',
      title: 'Good tags',
      comment:
        'Nice thick tags. The string color options are limited, but the natural twine ' +
        'works for us.',
    },
    {
      reviewedOn: '2025-05-10',
      rate: 5,
      customer: 'Claire F.',
      title: 'Candle tags',
      comment:
        'I tie these to the necks of my candles with gold string. So elegant and the ' +
        'price is great.',
      photos: ['tag-kraft-square-2'],
    },
    {
      reviewedOn: '2025-07-08',
      rate: 5,
      customer: 'Rodney A.',
      title: 'Retail-ready',
      comment:
        'We launched a line of leather goods and needed hang tags that felt as good as ' +
        'the product. The kraft stock has a nice rough texture, the white ink printed on ' +
        'it is opaque and sharp, and the punch holes are clean with no tearing. The tag ' +
        "strings come pre-cut, which saved my team a lot of time. We've since ordered " +
        'them in two other sizes for our belts and wallets and every order has matched.',
      photos: ['tag-kraft-rectangle-3'],
    },
    {
      reviewedOn: '2025-09-05',
      rate: 3,
      customer: 'Wendy C.',
      title: 'Hole placement',
      comment:
        'The punch hole was a little closer to the edge than I expected. Check the hole ' +
        'placement in the proof.',
    },
    {
      reviewedOn: '2025-10-25',
      rate: 5,
      customer: 'Frederick D.',
      title: 'Gift shop tags',
      comment: 'Great for price tags in our gift shop. People notice the quality.',
    },
    {
      reviewedOn: '2025-12-14',
      rate: 4,
      customer: 'Jillian S.',
      title: 'Nice and sturdy',
      comment: 'Sturdy and look great. Would like a pre-tied string option for larger orders.',
    },
    {
      reviewedOn: '2026-02-22',
      rate: 5,
      customer: 'Tristan L.',
      title: 'Jewelry cards',
      comment:
        'We use the small rectangle tags as earring cards with two punch holes. Works ' +
        'perfectly.',
    },
    {
      reviewedOn: '2026-05-14',
      rate: 5,
      customer: 'Gwendolyn P.',
      title: 'Farm stand tags',
      comment:
        'We tie these to our jars of jam and bundles of dried flowers at the farm stand, ' +
        'and they make everything look thoughtfully packaged. The kraft paper holds up ' +
        'well even when it gets a little damp in the morning dew. Ordering was easy: I ' +
        'picked the size, the punch hole and the twine, and the price updated right away. ' +
        'Arrived two days before the estimated date.',
    },
    {
      reviewedOn: '2026-08-09',
      rate: 4,
      customer: 'Marvin R.',
      title: 'Good product',
      comment: 'Good tags for the price. The twine is a bit thin.',
    },
    {
      reviewedOn: '2026-10-30',
      rate: 5,
      customer: 'Sienna T.',
      title: 'Holiday market',
      comment: 'Ordered 500 for the holiday market season. Beautiful.',
      photos: ['tag-kraft-circle-1'],
    },
  ],
};
