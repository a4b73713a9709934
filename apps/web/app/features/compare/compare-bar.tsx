import { useCallback } from 'react';
import './compare.css';

/** Sent on `window` whenever this tab's compare list changes, so the page shows the panel. */
export const COMPARE_CHANGED_EVENT = 'shop:compare-changed';

/**
 * The compare bar as the server renders it while the compare cookie exists: session storage is
 * only read in the browser, so the count arrives with the panel, after hydration.
 */
export function CompareBarPlaceholder() {
  const reserveSpace = useReservedSpace();
  return (
    <section
      className="compare compare--collapsed"
      aria-label="Compare"
      aria-busy="true"
      ref={reserveSpace}
    >
      <span className="compare__toggle">
        Compare <span aria-hidden="true">▲</span>
      </span>
    </section>
  );
}

/**
 * Keeps the page's end reachable under the fixed panel: the panel's height goes to
 * `--compare-inset`, which compare.css adds below the page.
 */
export function useReservedSpace() {
  return useCallback((panel: HTMLElement | null) => {
    if (!panel) return;
    const root = document.documentElement;
    // The height plus any gap below it, so the page can scroll its end clear of the panel.
    const measure = () => {
      const below = Number.parseFloat(getComputedStyle(panel).bottom) || 0;
      root.style.setProperty('--compare-inset', `${panel.offsetHeight + below}px`);
    };
    // A ResizeObserver reports once as soon as it starts observing, then on every change.
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--compare-inset');
    };
  }, []);
}
