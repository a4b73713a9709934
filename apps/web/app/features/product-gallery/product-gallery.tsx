import type { Configuration } from '@shop/domain/configuration';
import {
  type GalleryClip,
  gallerySlice,
  ROLL_DISPENSER_PROMOTION,
  ROLL_DISPENSER_VIDEO,
  showsDispenserVideo,
  showsRollDispenser,
  leadingClip,
} from '@shop/domain/rules/gallery-rules';
import { useCallback, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useLaterCarousel } from './use-later-carousel';
import './product-gallery.css';

interface Media {
  productId: number;
  kind: 'thumbnail' | 'gallery';
  filePath: string;
  alt: string;
}

interface Slide {
  key: string;
  picture: string;
  /** A clip to play over the picture (its poster). */
  video: Pick<GalleryClip, 'src' | 'type'> | null;
  alt: string;
}

const pictureSlide = (m: Media): Slide => ({
  key: m.filePath,
  picture: m.filePath,
  video: null,
  alt: m.alt,
});

const clipSlide = (clip: GalleryClip): Slide => ({
  key: clip.src,
  picture: clip.poster,
  video: { src: clip.src, type: clip.type },
  alt: clip.label,
});
const dispenserSlide = clipSlide(ROLL_DISPENSER_VIDEO);

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
  // Spec 001 §2: transfer decals open on their clip, lettering without the designer on its
  // install-ready clip. Spec 001 §4: -1 the main picture, -0.5 the dispenser clip (roll
  // cutting), then the gallery.
  const clip = leadingClip(configuration);
  const leading = clip ? [clipSlide(clip)] : [];
  // A leading clip's poster is then the page's largest paint: fetch it first, as the main
  // picture's <img> would be.
  if (leading[0]) preload(leading[0].picture, { as: 'image', fetchPriority: 'high' });
  const slides: Slide[] = [
    ...leading,
    ...main.map(pictureSlide),
    ...(showsDispenserVideo(configuration) ? [dispenserSlide] : []),
    ...gallery.slice(start, end).map(pictureSlide),
  ];

  const [viewport, embla] = useLaterCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    embla.reInit();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSelect, slides.length, start, clip?.src]);

  const dispenser = showsRollDispenser(configuration, selected === leading.length);
  return (
    <section className="gallery" aria-label="Product pictures" aria-roledescription="carousel">
      <div className="gallery__stage">
        <div className="gallery__viewport" ref={viewport}>
          <div className="gallery__track">
            {slides.map((slide, index) => (
              <div
                className="gallery__slide"
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
              >
                {slide.video ? (
                  // Loaded only when played; no sound track, so no captions are needed.
                  <video
                    controls
                    muted
                    playsInline
                    preload="none"
                    poster={slide.picture}
                    width={1100}
                    height={619}
                    aria-label={slide.alt}
                  >
                    <source src={slide.video.src} type={slide.video.type} />
                  </video>
                ) : (
                  // The first picture is the page's largest paint: fetched first (React also
                  // preloads it in the head); the others wait until they are scrolled to. The
                  // mockups are SVG, so one file fits every screen (no srcset).
                  <img
                    src={slide.picture}
                    alt={slide.alt}
                    width={1100}
                    height={619}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                  />
                )}
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
          <li key={slide.key}>
            <button
              type="button"
              className={slide.video ? 'gallery__thumb gallery__thumb--video' : 'gallery__thumb'}
              aria-label={slide.video ? `Show video ${index + 1}` : `Show picture ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            >
              <img src={slide.picture} alt="" width={80} height={45} loading="lazy" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
