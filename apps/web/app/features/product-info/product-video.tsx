import type { PanelVideo } from '@shop/domain/product-content/product-panel';
import { useEffect, useRef, useState } from 'react';

/**
 * A product panel's clip (spec 001 §2, §4 "Video thumbnail turns to playing on click"): a
 * thumbnail with a play button until the visitor asks for it, then the player with its controls,
 * playing. Nothing of the clip loads before the click.
 */
export function ProductVideo({ video }: { video: PanelVideo }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = player.current;
    if (!playing || !element) return;
    // The button that had focus is gone: the player takes it, so the keyboard stays in place.
    element.focus();
    // A browser that refuses to start still shows the controls, and its play button works.
    element.play().catch(() => undefined);
  }, [playing]);

  if (playing) {
    return (
      // The clips have no sound track, so there is nothing to caption.
      <video
        ref={player}
        className="product-video"
        controls
        muted
        playsInline
        poster={video.poster}
        width={1100}
        height={619}
        aria-label={`Video: ${video.label}`}
      >
        <source src={video.src} type="video/mp4" />
      </video>
    );
  }
  return (
    <button
      type="button"
      className="product-video product-video__thumbnail"
      aria-label={`Play video: ${video.label}`}
      onClick={() => setPlaying(true)}
    >
      <img src={video.poster} alt="" width={1100} height={619} loading="lazy" />
      <span className="product-video__play">
        <span className="product-video__icon" aria-hidden="true" />
        Play video
      </span>
    </button>
  );
}
