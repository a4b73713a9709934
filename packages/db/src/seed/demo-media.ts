interface MediaProduct {
  id: number;
  name: string;
  type: 'sticker' | 'business-card' | 'lettering';
  look: string;
}

/**
 * Every product gets a main thumbnail and twelve gallery mockups, drawn by the server's mockup
 * generator (apps/server/src/media). The gallery is ordered for the carousel slices of spec 001
 * §4: 0-2 default, 3-5 material 2 / hologram, 6-8 material 3 / laminate, 9-11 roll.
 */
export function productMedia(products: MediaProduct[]) {
  return products.flatMap((product) => {
    const kind =
      product.type === 'business-card'
        ? 'card'
        : product.type === 'lettering'
          ? 'lettering'
          : 'sticker';
    const shapes =
      kind === 'card'
        ? ['front', 'back', 'front']
        : kind === 'lettering'
          ? ['script', 'block', 'script']
          : ['circle', 'die-cut', 'rectangle'];
    const gallery = [
      ...shapes.map((shape, i) => `${kind}-${product.look}-${shape}-${i + 1}`),
      ...shapes.map(
        (shape, i) => `${kind === 'sticker' ? 'sheet' : kind}-${product.look}-${shape}-${i + 4}`,
      ),
      ...shapes.map((shape, i) => `${kind}-${product.look}-${shape}-${i + 7}`),
      ...['circle', 'square', 'rectangle'].map(
        (shape, i) => `${kind === 'card' ? 'tag' : 'roll'}-${product.look}-${shape}-${i + 1}`,
      ),
    ];
    return [
      {
        id: product.id * 100,
        productId: product.id,
        kind: 'thumbnail' as const,
        filePath: `/media/mockups/${kind}-${product.look}-${shapes[0]}.svg`,
        videoPath: null,
        alt: product.name,
        sortOrder: 0,
      },
      ...gallery.map((name, index) => ({
        id: product.id * 100 + index + 1,
        productId: product.id,
        kind: 'gallery' as const,
        filePath: `/media/mockups/${name}.svg`,
        videoPath: null,
        alt: `${product.name}, example ${index + 1}`,
        sortOrder: index + 1,
      })),
    ];
  });
}
