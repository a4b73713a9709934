import type { PricingResponse } from '@shop/domain/pricing-response';
import { useEffect, useState } from 'react';

/**
 * How long a change waits before the server is asked: 200 ms on the quote page (spec 000 §9),
 * 150 ms on a business-card page's PRICE tab (spec 001 §4, §9).
 */
export const PRICING_DEBOUNCE_MS = { 'quote-page': 200, 'price-tab': 150 } as const;

export type ServerPricing =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; response: PricingResponse }
  | { status: 'failed'; query: string };

/**
 * Confirms the price computed in the browser with the server's (which is what the cart and
 * quotes use). Only the answer to the current query counts; an older answer arriving late is
 * ignored.
 */
export function useServerPricing(
  query: string | null,
  debounceMs: number = PRICING_DEBOUNCE_MS['quote-page'],
): ServerPricing {
  // The last answer, for whichever query it was; a different current query means loading.
  const [answer, setAnswer] = useState<
    { query: string; response: PricingResponse } | { query: string; failed: true } | null
  >(null);
  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/get/pricing-data?${query}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`pricing answered ${response.status}`);
        // The schema (and zod) load with the first answer, not with the page (issue 14).
        const [{ pricingResponseSchema }, body] = await Promise.all([
          import('@shop/domain/pricing-response'),
          response.json(),
        ]);
        setAnswer({ query, response: pricingResponseSchema.parse(body) });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('Pricing could not be loaded', error);
        setAnswer({ query, failed: true });
      }
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs]);

  if (query === null) return { status: 'idle' };
  if (answer?.query !== query) return { status: 'loading', query };
  return 'failed' in answer
    ? { status: 'failed', query }
    : { status: 'done', query, response: answer.response };
}
