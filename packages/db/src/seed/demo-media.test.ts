import type { Configuration } from '@shop/domain/configuration';
import { gallerySlice } from '@shop/domain/rules/gallery-rules';
import { describe, expect, it } from 'vitest';
import { productMedia } from './demo-media';
import { productSeeds } from './demo-products';

const media = productMedia(productSeeds);

/** The pictures (mockup names) the carousel shows for a product on a material. */
function shown(productId: number, materialId: number | null): string[] {
  const configuration: Configuration = {
    productId,
    cuttingId: null,
    shapeId: null,
    cutPerShape: null,
    finishingId: null,
    adhesiveId: null,
    materialId,
    widthIn: 3.5,
    heightIn: 2,
    orientationId: null,
    printedSideId: 1,
    colorId: 1,
    addonItemId: null,
    premiumProcessingId: null,
    premiumCoatingId: null,
    installReady: null,
    printFeatureItemIds: [],
    kinds: 1,
  };
  const own = media.filter((m) => m.productId === productId);
  const gallery = own.filter((m) => m.kind === 'gallery');
  const [start, end] = gallerySlice(gallery.length, configuration, false);
  return [...own.filter((m) => m.kind === 'thumbnail'), ...gallery.slice(start, end)].map((m) =>
    m.filePath.replace(/^\/media\/mockups\/|\.svg$/g, ''),
  );
}

describe('the seeded galleries (spec 001 §4, issue 11)', () => {
  it('show the premium card on Vintage Kraft as its main picture and three kraft cards', () => {
    expect(shown(17, 3)).toEqual([
      'card-royal-white-front',
      'card-kraft-front-7',
      'card-kraft-back-8',
      'card-kraft-front-9',
    ]);
  });

  it('show hang tags as tags on every stock', () => {
    expect(shown(18, 1)).toEqual([
      'tag-kraft-front',
      'tag-standard-matte-front-1',
      'tag-standard-matte-circle-2',
      'tag-standard-matte-rectangle-3',
    ]);
    expect(shown(18, 2)).toHaveLength(4);
    expect(shown(18, 3).every((name) => name.startsWith('tag-'))).toBe(true);
  });

  it('show business cards as cards only, on every material they are sold on', () => {
    const cards = productSeeds.filter((p) => p.type === 'business-card' && p.id !== 18);
    for (const card of cards) {
      for (const materialId of card.materialIds) {
        const pictures = shown(card.id, materialId);
        expect(pictures, `product ${card.id}, material ${materialId}`).toHaveLength(4);
        expect(pictures.filter((name) => !name.startsWith('card-'))).toEqual([]);
      }
    }
  });
});
