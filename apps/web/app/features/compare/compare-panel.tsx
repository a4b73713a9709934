import type { CompareEntry } from '@shop/domain/cart-contract';
import { detailsBesideLettering } from '@shop/domain/lettering/lettering-summary';
import { typefaceById } from '@shop/domain/lettering/typefaces';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { Money } from '~/ui/money';
import { useReservedSpace } from './compare-bar';
import { splitDetails, type CardDetails } from './compare-details';
import type { CompareItem } from './compare-store';
import { useCompare } from './use-compare';
import './compare.css';

// A lettering design's facts, paint and typeface loader load with the first card that has one,
// not with the panel: every page's script names what the panel needs (issue 14 budget).
const CompareLettering = lazy(() =>
  import('./compare-lettering').then((module) => ({ default: module.CompareLettering })),
);

export type AddToCartResult = { ok: true } | { ok: false; message: string };

interface ComparePanelProps {
  /** Adds the card's configuration to the cart (spec 001 §7 "Add to cart from compare"). */
  onAddToCart(entry: CompareEntry): Promise<AddToCartResult>;
}

/** Spec 001 §9: the panel shows 3 cards at a time; the arrows appear only when there are more. */
const CARDS_PER_VIEW = 3;
/**
 * Spec 001 §2/§9: "3 items on screens up to width 810, otherwise 2 steps". Three cards are in
 * view on every screen; an arrow moves on by a whole view of 3 on a screen up to 810 px wide and
 * by 2 on a wider one (the spec leaves the narrow step unsaid: a whole view is what a phone's
 * swipe does too). Same breakpoint as compare.css.
 */
const CAROUSEL_STEPS = {
  slidesToScroll: CARDS_PER_VIEW,
  breakpoints: { '(min-width: 811px)': { slidesToScroll: 2 } },
} as const;
/** How long "Added to cart" stays in the card. */
const ADDED_MESSAGE_MS = 3000;
/** Spec 001 §8, the shared generic message, for a request that failed without an answer. */
const GENERIC_ERROR = 'An error occurred. Please try again or submit a report.';

/**
 * The compare panel (spec 001 "Compare panel"): the configurations kept with "Add to Compare",
 * fixed at the bottom of every page while the compare cookie exists. It starts as a slim bar
 * (issue 11: open, it covered 40 % of a phone) and opens on demand; the page keeps room for it.
 */
export function ComparePanel({ onAddToCart }: ComparePanelProps) {
  const { entries, remove } = useCompare();
  const [collapsed, setCollapsed] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const reserveSpace = useReservedSpace();
  // Dragging the cards works on phones too.
  const [viewport, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    ...CAROUSEL_STEPS,
  });
  const { canPrev, canNext } = useScrollability(embla);
  const details = useMemo(() => splitDetails(entries.map(shownDetails)), [entries]);

  // Mounted in the browser only (compare-slot.tsx), so session storage is there to read.
  if (entries.length === 0) return null;

  // Focus goes to what replaced the control just pressed.
  const hide = () => {
    flushSync(() => setCollapsed(true));
    toggleRef.current?.focus();
  };
  const show = () => {
    flushSync(() => setCollapsed(false));
    headingRef.current?.focus();
  };
  const removeEntry = (key: string) => {
    flushSync(() => remove(key));
    headingRef.current?.focus();
  };

  if (collapsed) {
    return (
      <section className="compare compare--collapsed" aria-label="Compare" ref={reserveSpace}>
        <button
          type="button"
          className="compare__toggle"
          aria-expanded="false"
          onClick={show}
          ref={toggleRef}
        >
          Compare ({entries.length}) <span aria-hidden="true">▲</span>
        </button>
      </section>
    );
  }
  return (
    <section className="compare" aria-label="Compare" ref={reserveSpace}>
      <div className="compare__header">
        <h2 className="compare__title" tabIndex={-1} ref={headingRef}>
          Compare ({entries.length})
        </h2>
        {entries.length > CARDS_PER_VIEW ? (
          <div className="compare__arrows">
            <button
              type="button"
              className="compare__arrow"
              aria-label="Previous"
              disabled={!canPrev}
              onClick={() => embla?.scrollPrev()}
            >
              ‹
            </button>
            <button
              type="button"
              className="compare__arrow"
              aria-label="Next"
              disabled={!canNext}
              onClick={() => embla?.scrollNext()}
            >
              ›
            </button>
          </div>
        ) : null}
        <button type="button" className="compare__hide" aria-expanded="true" onClick={hide}>
          Hide
        </button>
      </div>
      <div className="compare__viewport" ref={viewport}>
        <ul className="compare__track">
          {entries.map((entry, index) => (
            <li className="compare__slide" key={entry.key}>
              <CompareCard
                entry={entry}
                details={details[index] ?? { differing: [], shared: shownDetails(entry) }}
                onAddToCart={onAddToCart}
                onRemove={removeEntry}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Whether the carousel can move back or on, kept in step with Embla's own events. */
function useScrollability(embla: UseEmblaCarouselType[1]) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on('select', onChange).on('reInit', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange);
      };
    },
    [embla],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollNext() ?? false,
    () => false,
  );
  return { canPrev, canNext };
}

type CardStatus =
  { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

/** A card's details but a lettering design's text, typeface and alignment, shown as its facts. */
export function shownDetails(entry: CompareItem): readonly string[] {
  const lettering = entry.quote_data.lettering;
  if (!lettering) return entry.details;
  return detailsBesideLettering(entry.details, {
    ...lettering,
    fontName: typefaceById(lettering.selected_font)?.family ?? lettering.selected_font,
  });
}

interface CompareCardProps {
  entry: CompareItem;
  /** Its details, those in which the cards differ first (`splitDetails`). */
  details: CardDetails;
  onAddToCart: ComparePanelProps['onAddToCart'];
  onRemove(key: string): void;
}

export function CompareCard({ entry, details, onAddToCart, onRemove }: CompareCardProps) {
  const [status, setStatus] = useState<CardStatus>({ kind: 'idle' });
  useEffect(() => {
    if (status.kind !== 'added') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), ADDED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const addToCart = async () => {
    setStatus({ kind: 'adding' });
    const { key: _key, ...kept } = entry;
    let result: AddToCartResult;
    try {
      result = await onAddToCart(kept);
    } catch {
      result = { ok: false, message: GENERIC_ERROR };
    }
    setStatus(result.ok ? { kind: 'added' } : { kind: 'failed', message: result.message });
  };

  const adding = status.kind === 'adding';
  return (
    <article className="compare-card" aria-label={entry.product}>
      <h3 className="compare-card__product">{entry.product}</h3>
      <button
        type="button"
        className="compare-card__remove"
        aria-label={`Remove ${entry.product}`}
        onClick={() => onRemove(entry.key)}
      >
        ×
      </button>
      {/* What tells this card from the others, whole, however narrow the card (issue 28). */}
      {details.differing.length > 0 ? (
        <ul className="compare-card__differing">
          {details.differing.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      {/* What every card shares: one clamped paragraph keeps the panel short. */}
      {details.shared.length > 0 ? (
        <p className="compare-card__details" title={details.shared.join('\n')}>
          {details.shared.join(' · ')}
        </p>
      ) : null}
      {entry.quote_data.lettering ? (
        <Suspense fallback={null}>
          <CompareLettering lettering={entry.quote_data.lettering} entryKey={entry.key} />
        </Suspense>
      ) : null}
      <p className="compare-card__price">
        <Money decimal={entry.price} />
      </p>
      <button
        type="button"
        className="button button--primary button--wide compare-card__add"
        disabled={adding}
        onClick={() => void addToCart()}
      >
        {adding ? 'Adding…' : 'Add to Cart'}
      </button>
      {status.kind === 'failed' ? (
        <p className="compare-card__error" role="alert">
          {status.message}
        </p>
      ) : null}
      <p className="compare-card__status" aria-live="polite">
        {status.kind === 'added' ? 'Added to cart' : ''}
      </p>
    </article>
  );
}
