import type { Configuration } from '@shop/domain/configuration';
import {
  gallerySlice,
  ROLL_DISPENSER_PROMOTION,
  showsRollDispenser,
} from '@shop/domain/rules/gallery-rules';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

interface Media {
  productId: number;
  kind: 'thumbnail' | 'gallery';
  filePath: string;
  alt: string;
}

interface ProductGalleryProps {
  media: Media[];
  configuration: Configuration;
  isRollPage: boolean;
}

/**
 * The banner: the product's main picture and the gallery slice that fits the current choices
 * (spec 001 §4), in a carousel (Embla) with thumbnails and previous/next arrows.
 */
export function ProductGallery({ media, configuration, isRollPage }: ProductGalleryProps) {
  const own = media.filter((m) => m.productId === configuration.productId);
  const main = own.filter((m) => m.kind === 'thumbnail');
  const gallery = own.filter((m) => m.kind === 'gallery');
  const [start, end] = gallerySlice(gallery.length, configuration, isRollPage);
  const slides = [...main, ...gallery.slice(start, end)];

  const [viewport, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    embla.reInit();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect, slides.length, start]);

  const dispenser = showsRollDispenser(configuration, selected === 0);
  return (
    <section className="gallery" aria-label="Product pictures" aria-roledescription="carousel">
      <div className="gallery__stage">
        <div className="gallery__viewport" ref={viewport}>
          <div className="gallery__track">
            {slides.map((slide, index) => (
              <div
                className="gallery__slide"
                key={slide.filePath}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
              >
                <img
                  src={slide.filePath}
                  alt={slide.alt}
                  width={1100}
                  height={619}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </div>
            ))}
          </div>
        </div>
        {dispenser ? <p className="gallery__promotion">{ROLL_DISPENSER_PROMOTION}</p> : null}
        <button
          type="button"
          className="gallery__arrow gallery__arrow--prev"
          aria-label="Previous picture"
          onClick={() => embla?.scrollPrev()}
          disabled={selected === 0}
        >
          ‹
        </button>
        <button
          type="button"
          className="gallery__arrow gallery__arrow--next"
          aria-label="Next picture"
          onClick={() => embla?.scrollNext()}
          disabled={selected >= slides.length - 1}
        >
          ›
        </button>
      </div>
      <ol className="gallery__thumbs">
        {slides.map((slide, index) => (
          <li key={slide.filePath}>
            <button
              type="button"
              className="gallery__thumb"
              aria-label={`Show picture ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            >
              <img src={slide.filePath} alt="" width={80} height={45} loading="lazy" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
