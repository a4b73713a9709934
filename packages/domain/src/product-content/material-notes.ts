import { PRODUCT_EMBOSSED_PAPER, PRODUCT_VINYL_LETTERING } from '../rules/catalog-ids';

/** The material and finishing descriptions shown with a product panel (spec 001 §2). */

/** By material id (packages/db demo-options: 1-3 card stocks, 4-5 lettering vinyl). */
export const MATERIAL_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1: 'A smooth, uncoated 250gsm white card with a glare-free matte surface. Pencil, ball point pens and rubber stamps all take to it cleanly.',
  2: 'A rigid 400gsm card with a smooth satin coating and our brightest white. The best base for foil stamping and spot UV; write on it with a ball point pen or a permanent marker.',
  3: 'Recycled 300gsm card in natural, unbleached brown with visible fibres. It prints darker and warmer than white stock and takes rubber stamps beautifully.',
  4: 'Gloss cast vinyl rated for up to 6 years outdoors. Cast vinyl does not shrink, so edges stay down on windows, vans and signs, and the shine keeps colours saturated.',
  5: 'Matte cast vinyl with a satin, glare-free finish and the same 6-year outdoor life as gloss. It reads clearly from any angle, in full sun or under shop lights.',
};

/** By finishing id (demo-options); spec 001 §2 lists the materials these describe. */
export const FINISHING_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1: 'Matte: a soft, non-reflective surface with no glare under shop lights or camera flash. It feels premium and can be written on with a permanent marker.',
  2: 'Semi-Gloss: a gentle sheen between matte and glossy, so colours stay rich without strong reflections.',
  3: 'Silver Matte: metallic silver with a brushed, satin look. Unprinted areas read as brushed aluminium, and it hides fingerprints well.',
  4: 'Silver Mirror: chrome-like reflective silver. Unprinted areas act like a mirror; it looks best on flat, smooth surfaces.',
  5: 'Glossy: a clear, shiny surface that deepens colours and wipes clean. On white vinyl this is the classic bright sticker look.',
  6: 'Pearl White: a white base with a soft pearlescent shimmer that changes with the light, and it takes a premium coating for extra effect.',
  7: 'Hologram: holographic film that throws rainbow colours as the angle changes. Unprinted areas show the full effect.',
  8: 'Natural Kraft: unbleached brown paper with visible fibres. There is no white, so light colours disappear and dark colours look rich and earthy.',
  9: 'Gold Foil: metallic gold paper. Unprinted areas shine gold and printed colours take on a warm metallic glow. For dry, indoor use.',
  10: 'Silver Foil: metallic silver paper. Unprinted areas shine silver and printed colours take on a cool metallic sheen. For dry, indoor use.',
  11: 'Embossed White: bright white paper with a fine raised texture, pressed in with a concave plate so the pattern stays crisp. Printed in a single colour.',
  12: 'Embossed Cream: warm ivory paper with a fine raised texture, pressed in with a concave plate so the pattern stays crisp. Printed in a single colour.',
};

const PRODUCT_TRANSPARENT = 2;
const PRODUCT_LETTERING_DECALS = 22;

const LETTERING_NOTE =
  'Solid-colour vinyl cut letter by letter, water- and weather-resistant for outdoor use. An auxiliary (application) sheet comes enclosed with every order, with illustrated steps for applying it.';

/** Products whose material story is about the product, whatever finish is chosen (spec 001 §2). */
const PRODUCT_MATERIAL_NOTES: Readonly<Record<number, string>> = {
  [PRODUCT_TRANSPARENT]:
    'Clear gloss vinyl. Without white print the inks stay translucent and the surface shows through them; with white print, a white layer under your colours keeps them bright and opaque on glass and dark surfaces.',
  [PRODUCT_EMBOSSED_PAPER]:
    'Embossing presses a raised texture into the paper with a concave plate. Embossed stickers are printed in a single colour; for an embossed area of your own, request a Special Processing quote and mention Single Color Printing in your remarks.',
  [PRODUCT_VINYL_LETTERING]: LETTERING_NOTE,
  [PRODUCT_LETTERING_DECALS]: LETTERING_NOTE,
};

/**
 * The note shown with the product panel for the current choice: the product's own note, else
 * the chosen finishing's, else the chosen material's; null when none applies.
 */
export function materialNoteFor(choice: {
  productId: number;
  finishingId?: number | null;
  materialId?: number | null;
}): string | null {
  return (
    PRODUCT_MATERIAL_NOTES[choice.productId] ??
    (choice.finishingId == null ? undefined : FINISHING_DESCRIPTIONS[choice.finishingId]) ??
    (choice.materialId == null ? undefined : MATERIAL_DESCRIPTIONS[choice.materialId]) ??
    null
  );
}
