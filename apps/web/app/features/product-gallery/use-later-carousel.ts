import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * The gallery's carousel (Embla), fetched once the page runs: the server-rendered gallery shows
 * the first picture without it, so the library is not part of the product page's first load
 * (issue 14). Like embla-carousel-react's hook: a ref for the viewport, and the carousel once it
 * runs (undefined until then, and on the server).
 */
export function useLaterCarousel(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  // The options are read once, when the carousel starts.
  const [startOptions] = useState(options);
  useEffect(() => {
    if (!viewport) return;
    let started: EmblaCarouselType | undefined;
    let cancelled = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        started = EmblaCarousel(viewport, startOptions);
        setCarousel(started);
      })
      .catch((error: unknown) => console.warn('The picture carousel could not be loaded', error));
    return () => {
      cancelled = true;
      started?.destroy();
      setCarousel(undefined);
    };
  }, [viewport, startOptions]);
  return [setViewport, carousel] as const;
}
