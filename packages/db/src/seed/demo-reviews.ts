import { count, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database';
import { featuredItems, reviews } from '../schema';
import { demoFeaturedItems } from './demo-featured';

type NewReview = typeof reviews.$inferInsert;

/** A review as a customer wrote it; `photos` name product mockups (see ./demo-media.ts). */
interface ReviewSeed {
  reviewedOn: string;
  rate: 1 | 2 | 3 | 4 | 5;
  customer: string;
  title: string;
  comment: string;
  photos?: string[];
}

/**
 * Customer reviews of every product page, written for the demo shop: mostly 4 and 5 stars, a few
 * 3s and 2s, short and long comments (at least two per page past the 260-character preview of
 * spec 000 §9) and about a third with photos. Listed oldest first within a page.
 */
const reviewSeeds: ReadonlyArray<{ featuredItemId: number; reviews: ReviewSeed[] }> = [
  // Standard Vinyl Stickers: /stickers/standard-vinyl
  {
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
  },
  // Transparent Stickers: /stickers/transparent-stickers
  {
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
  },
  // Silver Vinyl Stickers: /stickers/silver-vinyl-stickers
  {
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
  },
  // Paper Stickers: /stickers/paper-stickers
  {
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
  },
  // Embossed Paper Stickers: /stickers/embossed-paper-stickers
  {
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
  },
  // Foil Paper Stickers: /stickers/foil-paper-stickers
  {
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
          "Gold 'Merry Christmas' stickers on brown paper wrapping. Classic look, great " +
          'price.',
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
          "Used them as envelope seals for our company's 10-year anniversary event " +
          'invitations.',
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
  },
  // Hologram Stickers: /stickers/hologram-stickers
  {
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
  },
  // Gold Vinyl Stickers: /stickers/gold-vinyl-stickers
  {
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
  },
  // PVC Vinyl Stickers: /stickers/pvc-vinyl
  {
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
  },
  // Vinyl Lettering: /lettering-decals/vinyl-lettering
  {
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
  },
  // Lettering Decals: /lettering-decals/lettering-decals
  {
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
          'Applied a quote to my home office wall. Only took 15 minutes with the transfer ' +
          'tape.',
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
  },
  // Transfer Decals: /lettering-decals/transfer-decals
  {
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
  },
  // Roll Stickers: /stickers/roll
  {
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
  },
  // Bumper Stickers: /stickers/bumper-stickers
  {
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
  },
  // Dome Stickers: /stickers/dome-stickers
  {
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
          'Our library gave domed stickers for summer reading. Kids treated them like ' +
          'trophies.',
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
  },
  // Custom Decals: /lettering-decals/custom-decals
  {
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
  },
  // Standard Business Card: /business-cards/standard-business-card
  {
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
  },
  // Premium Business Card: /business-cards/premium-business-card
  {
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
  },
  // Hang Tags: /business-cards/hang-tags
  {
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
  },
  // Standard Matte 250gsm: /business-cards/standard-matte
  {
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
  },
  // Royal Extra White 400gsm: /business-cards/royal-extra-white
  {
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
  },
  // Vintage Kraft 300gsm: /business-cards/vintage-kraft
  {
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
  },
  // Product Labels: /labels/product-labels
  {
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
  },
  // Roll Labels: /labels/roll-labels
  {
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
  },
];

const mockup = (name: string) => `/media/mockups/${name}.svg`;

/**
 * The demo reviews. Ids are fixed (featured item id x 100 + position on the page, so each page
 * has room for 99), which makes re-seeding overwrite them in place.
 */
export const demoReviews: NewReview[] = reviewSeeds.flatMap(({ featuredItemId, reviews: seeds }) =>
  seeds.map((seed, index) => ({
    id: featuredItemId * 100 + index + 1,
    featuredItemId,
    title: seed.title,
    rate: seed.rate,
    comment: seed.comment,
    customer: seed.customer,
    reviewedOn: seed.reviewedOn,
    images: (seed.photos ?? []).map(mockup),
  })),
);

const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/**
 * Inserts the demo reviews, or overwrites the ones whose id exists. Runs after the featured items
 * they belong to. (seed.ts keeps its generic upsert private; this is the same statement.)
 */
export async function seedDemoReviews(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx
    .insert(reviews)
    .values(demoReviews)
    .onConflictDoUpdate({
      target: reviews.id,
      set: {
        featuredItemId: excluded(reviews.featuredItemId),
        title: excluded(reviews.title),
        rate: excluded(reviews.rate),
        comment: excluded(reviews.comment),
        customer: excluded(reviews.customer),
        reviewedOn: excluded(reviews.reviewedOn),
        images: excluded(reviews.images),
      },
    });
}

/**
 * A database seeded before reviews existed gets the demo reviews at the next start (only when it
 * has none, so real reviews are never mixed with demo ones).
 */
export async function ensureDemoReviews(db: Database): Promise<void> {
  const [row] = await db.select({ n: count() }).from(reviews);
  if ((row?.n ?? 0) > 0) return;
  // Only on the demo catalog itself (same pages, same slugs): never fake reviews in a real shop.
  const items = await db
    .select({ id: featuredItems.id, urlSlug: featuredItems.urlSlug })
    .from(featuredItems);
  const slugs = new Map(items.map((item) => [item.id, item.urlSlug]));
  const isDemoCatalog =
    items.length === demoFeaturedItems.length &&
    demoFeaturedItems.every((item) => slugs.get(item.id) === item.urlSlug);
  if (!isDemoCatalog) return;
  await seedDemoReviews(db);
}
