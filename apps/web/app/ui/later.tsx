import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

export interface LaterOptions {
  /**
   * Where the part sits in the server's HTML (a CSS selector) and on which screens (a media
   * query) to wait for it: there, the browser fetches and hydrates the part only once that place
   * comes within a screen of view, or when the part's props change (it is needed at once). Until
   * then the server's HTML stays as it is, readable but not yet interactive. Elsewhere, and
   * without it, the part is fetched as soon as it is first rendered.
   */
  whenNear?: { selector: string; media: string };
}

/**
 * A part of a page whose script is not in the page's first load (issue 14): a chunk of its own.
 * The server renders it in place like any other component; in the browser React keeps that server
 * HTML until the chunk arrives, then hydrates it.
 *
 * - Once the chunk is here (always on the server, which loads it at start), React gets it at
 *   once: a promise, even a resolved one, would make React wait a tick, and the server would then
 *   stream the part later, in a hidden element that only JavaScript reveals.
 * - Memoised: while it waits for its chunk, a render of the page that leaves its props alone must
 *   not reach it (React would drop the server HTML and show the empty fallback until it arrives).
 *   A render that changes them does, and then the chunk is fetched at once.
 */
export function later<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  options: LaterOptions = {},
) {
  let loaded: Loaded<P> | null = null;
  let startNow = () => {};
  const start = new Promise<void>((resolve) => (startNow = resolve));
  const loading = start.then(load).then((module) => (loaded = { default: pick(module) }));
  // A failed load is React's to report, when the part renders.
  loading.catch(() => {});
  // The server loads every part as it starts, to render it in place. A browser waits until the
  // part is first rendered: a page that does not show it never fetches it.
  if (typeof window === 'undefined') startNow();
  let asked = false;
  const whenAsked = () => {
    if (asked) return;
    asked = true;
    const near = options.whenNear;
    if (near && window.matchMedia(near.media).matches)
      void nearScreen(near.selector).then(startNow);
    else startNow();
  };
  const Part = lazy((): Promise<Loaded<P>> => {
    const ready = loaded;
    if (ready === null) {
      whenAsked();
      return loading;
    }
    // A thenable that answers synchronously, so React.lazy resolves within the same render.
    const now = { then: (resolve: (value: Loaded<P>) => void) => resolve(ready) };
    return now as unknown as Promise<Loaded<P>>;
  });
  return memo(function Later(props: P) {
    // Committed again, so its props changed: the part is needed now, wherever it is.
    const committed = useRef(false);
    useEffect(() => {
      if (committed.current) startNow();
      committed.current = true;
    });
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}

/**
 * Resolves once an element matching `selector` is within a screen of the viewport, so its part is
 * ready by the time it is seen; at once when there is none (asked while rendering a page reached
 * by navigation, the part is not in the document yet: no server HTML to keep) or the browser
 * cannot tell.
 */
function nearScreen(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const places = document.querySelectorAll(selector);
    if (places.length === 0 || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    places.forEach((place) => observer.observe(place));
  });
}
