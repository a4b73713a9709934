interface MediaProduct {
  id: number;
  name: string;
  type: 'sticker' | 'business-card' | 'lettering';
  look: string;
}

/** Hang tags (../shared/catalog-ids.md) are a business-card product drawn as tags. */
const HANG_TAGS = 18;

/** The card stocks in material order (materials 1, 2 and 3 of demo-options.ts). */
const CARD_STOCK_LOOKS = ['standard-matte', 'royal-white', 'kraft'];

/**
 * A product's gallery, ordered for the carousel slices of spec 001 §4 (packages/domain
 * gallery-rules.ts), with pictures of that product only:
 * - stickers: 0-2 default, 3-5 hologram (sheets), 6-8 laminate, 9-11 on a roll;
 * - business cards and hang tags: three pictures per stock, 0-2 material 1, 3-5 material 2,
 *   6-8 material 3 ("material 3 from 6" then shows the third stock and nothing else);
 * - lettering: 0-2 default and six more of the same kind (lettering has no roll).
 */
function galleryNames(product: MediaProduct): string[] {
  if (product.type === 'business-card') {
    const [kind, shapes] =
      product.id === HANG_TAGS
        ? ['tag', ['front', 'circle', 'rectangle']]
        : ['card', ['front', 'back', 'front']];
    return CARD_STOCK_LOOKS.flatMap((look, stock) =>
      shapes.map((shape, i) => `${kind}-${look}-${shape}-${stock * 3 + i + 1}`),
    );
  }
  const kind = product.type === 'lettering' ? 'lettering' : 'sticker';
  const shapes =
    kind === 'lettering' ? ['script', 'block', 'script'] : ['circle', 'die-cut', 'rectangle'];
  const names = [
    ...shapes.map((shape, i) => `${kind}-${product.look}-${shape}-${i + 1}`),
    ...shapes.map(
      (shape, i) => `${kind === 'sticker' ? 'sheet' : kind}-${product.look}-${shape}-${i + 4}`,
    ),
    ...shapes.map((shape, i) => `${kind}-${product.look}-${shape}-${i + 7}`),
  ];
  if (kind === 'lettering') return names;
  return [
    ...names,
    ...['circle', 'square', 'rectangle'].map(
      (shape, i) => `roll-${product.look}-${shape}-${i + 1}`,
    ),
  ];
}

/** The main picture: the product's own kind in its own look. */
function thumbnailName(product: MediaProduct): string {
  if (product.type === 'business-card') {
    return `${product.id === HANG_TAGS ? 'tag' : 'card'}-${product.look}-front`;
  }
  return product.type === 'lettering'
    ? `lettering-${product.look}-script`
    : `sticker-${product.look}-circle`;
}

/**
 * Every product gets a main thumbnail and its gallery mockups, drawn by the server's mockup
 * generator (apps/server/src/media).
 */
export function productMedia(products: MediaProduct[]) {
  return products.flatMap((product) => [
    {
      id: product.id * 100,
      productId: product.id,
      kind: 'thumbnail' as const,
      filePath: `/media/mockups/${thumbnailName(product)}.svg`,
      videoPath: null,
      alt: product.name,
      sortOrder: 0,
    },
    ...galleryNames(product).map((name, index) => ({
      id: product.id * 100 + index + 1,
      productId: product.id,
      kind: 'gallery' as const,
      filePath: `/media/mockups/${name}.svg`,
      videoPath: null,
      alt: `${product.name}, example ${index + 1}`,
      sortOrder: index + 1,
    })),
  ]);
}
