import type { CompareEntry } from '@shop/domain/cart-contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHydrated } from '~/ui/use-hydrated';
import { COMPARE_CHANGED_EVENT, CompareBarPlaceholder } from './compare-bar';
import type { AddToCartResult } from './compare-panel';

// The panel, its carousel and the stored entries' schema (zod) load only on a page that has
// something to compare, never with every page (issue 14).
const ComparePanel = lazy(() =>
  import('./compare-panel').then((module) => ({ default: module.ComparePanel })),
);

interface CompareSlotProps {
  /** Adds the card's configuration to the cart (spec 001 §7 "Add to cart from compare"). */
  onAddToCart(entry: CompareEntry): Promise<AddToCartResult>;
  /** The server's `hasCompareCookie` answer, so the server render and hydration agree. */
  initiallyVisible: boolean;
}

/**
 * Where the compare panel goes on every page: the bar while the compare cookie says there is
 * something to compare, then the panel once the page runs (or as soon as something is added).
 */
export function CompareSlot({ onAddToCart, initiallyVisible }: CompareSlotProps) {
  const hydrated = useHydrated();
  const [added, setAdded] = useState(false);
  useEffect(() => {
    const show = () => setAdded(true);
    window.addEventListener(COMPARE_CHANGED_EVENT, show);
    return () => window.removeEventListener(COMPARE_CHANGED_EVENT, show);
  }, []);
  const bar = initiallyVisible ? <CompareBarPlaceholder /> : null;
  if (!hydrated || !(initiallyVisible || added)) return bar;
  return (
    <Suspense fallback={bar}>
      <ComparePanel onAddToCart={onAddToCart} />
    </Suspense>
  );
}
