import {
  NO_REVIEWS_TEXT,
  formatReviewDate,
  pageNumbers,
  reviewPreview,
  showNextArrow,
  type ReviewFilter,
} from '@shop/domain/reviews';
import { reviewsQueryString, type Review, type ReviewsResponse } from '@shop/shop/reviews/contract';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { shopClient } from '~/lib/shop-client';
import { Dialog } from '~/ui/dialog';
import './reviews.css';

export interface ReviewsSectionProps {
  /** The product page's own path, e.g. `/stickers/standard-vinyl`: the API's `type`. */
  path: string;
  /** The first page of all the page's reviews (filter all), as the loader read it. */
  initial: ReviewsResponse;
}

const LOAD_FAILED = 'Reviews could not be loaded. Please try again.';

const FILTERS: ReadonlyArray<{ value: ReviewFilter; label: string }> = [
  { value: 'all', label: 'All Reviews' },
  { value: 'photo', label: 'Photo Reviews' },
];

/**
 * The reviews section of a product page (spec 000 §2, §3, §7-§9): the average rating, All / Photo
 * filters, a paged list whose long comments open and close (See More / See Less), and a photo
 * preview carousel. The first page comes from the loader; later ones from GET /api/reviews.
 */
export function ReviewsSection(props: ReviewsSectionProps) {
  // Another product page starts again from its own first page.
  return <Reviews key={props.path} {...props} />;
}

interface View {
  filter: ReviewFilter;
  page: number;
}

function Reviews({ path, initial }: ReviewsSectionProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [view, setView] = useState<View>({ filter: 'all', page: initial.pagination.current_page });
  const [answer, setAnswer] = useState(initial);
  const [status, setStatus] = useState<'ready' | 'loading' | 'failed'>('ready');
  // The summary counts all reviews: `total` of an answer counts those the filter matches.
  const [reviewCount, setReviewCount] = useState(initial.pagination.total);
  const [preview, setPreview] = useState<{ review: Review; index: number } | null>(null);
  // Only the answer to the latest request is shown, however the responses arrive.
  const latestRequest = useRef(0);

  async function load(next: View) {
    const request = ++latestRequest.current;
    setView(next);
    setStatus('loading');
    const result = await shopClient.reviews.page(reviewsQueryString({ ...next, type: path }));
    if (request !== latestRequest.current) return;
    if (!result.ok) {
      setStatus('failed');
      return;
    }
    setAnswer(result.data);
    if (next.filter === 'all') setReviewCount(result.data.pagination.total);
    setStatus('ready');
    // A new page starts at the top of the list, not where the page links were.
    const section = sectionRef.current;
    if (next.page !== view.page && section && section.getBoundingClientRect().top < 0) {
      section.scrollIntoView({ block: 'start' });
    }
  }

  const chooseFilter = (filter: ReviewFilter) => {
    if (filter !== view.filter || status === 'failed') void load({ filter, page: 1 });
  };
  const goToPage = (page: number) => {
    if (page !== view.page || status === 'failed') void load({ ...view, page });
  };

  const { last_page: lastPage, ratingValue } = answer.pagination;
  const loading = status === 'loading';
  return (
    <section className="reviews" id="reviews" aria-labelledby={headingId} ref={sectionRef}>
      <h2 id={headingId} className="reviews__heading">
        Reviews
      </h2>
      {reviewCount > 0 ? (
        <p className="reviews__summary">
          <Stars value={ratingValue} />
          <span>
            <strong>{ratingValue.toFixed(1)}</strong>
            {` out of 5 (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`}
          </span>
        </p>
      ) : null}

      <div className="reviews__filters" role="group" aria-label="Show reviews">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="button button--small reviews__filter"
            aria-pressed={view.filter === value}
            onClick={() => chooseFilter(value)}
          >
            {label}
          </button>
        ))}
      </div>

      <p className="visually-hidden" role="status">
        {loading ? 'Loading reviews…' : ''}
      </p>

      {status === 'failed' ? (
        <div className="reviews__error" role="alert">
          <p>{LOAD_FAILED}</p>
          <button type="button" className="button button--small" onClick={() => void load(view)}>
            Retry
          </button>
        </div>
      ) : (
        <div className="reviews__results" aria-busy={loading}>
          {answer.data.length === 0 ? (
            <p className="reviews__empty">{NO_REVIEWS_TEXT}</p>
          ) : (
            <ol className="reviews__list">
              {answer.data.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  onOpenPhoto={(index) => setPreview({ review, index })}
                />
              ))}
            </ol>
          )}
          {lastPage > 1 ? (
            <PageLinks current={view.page} lastPage={lastPage} onGo={goToPage} />
          ) : null}
        </div>
      )}

      {preview ? (
        <PhotoPreview
          review={preview.review}
          startIndex={preview.index}
          onClose={() => setPreview(null)}
        />
      ) : null}
    </section>
  );
}

/** Five stars filled to `value`; `label` makes them an image with that text, else decoration. */
function Stars({ value, label }: { value: number; label?: string }) {
  // In tenths of a percent: 4.4 / 5 is 88%, not 88.00000000000001%.
  const filled = `${Math.round(Math.min(Math.max(value, 0), 5) * 200) / 10}%`;
  return (
    <span
      className="stars"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <span className="stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__filled" aria-hidden="true" style={{ width: filled }}>
        ★★★★★
      </span>
    </span>
  );
}

function ReviewItem({ review, onOpenPhoto }: { review: Review; onOpenPhoto(index: number): void }) {
  const commentId = useId();
  const [expanded, setExpanded] = useState(false);
  const preview = reviewPreview(review.comment);
  const count = review.images.length;
  return (
    <li className="review">
      <h3 className="review__title">{review.title}</h3>
      <Stars value={review.rate} label={`Rated ${review.rate} out of 5`} />
      <p className="review__meta">
        <span className="review__customer">{review.customer}</span>
        <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
      </p>
      <p className="review__comment" id={commentId}>
        {expanded || !preview.truncated ? review.comment : preview.text}
      </p>
      {preview.truncated ? (
        <button
          type="button"
          className="review__toggle"
          aria-expanded={expanded}
          aria-controls={commentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'See Less' : 'See More'}
        </button>
      ) : null}
      {count > 0 ? (
        <ul className="review__photos" aria-label="Photos">
          {review.images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="review__photo"
                aria-label={`View photo ${index + 1} of ${count}`}
                aria-haspopup="dialog"
                onClick={() => onOpenPhoto(index)}
              >
                <img src={src} alt="" width={96} height={54} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Previous, up to five page numbers, and Next only past five pages (spec 000 §9). */
function PageLinks({
  current,
  lastPage,
  onGo,
}: {
  current: number;
  lastPage: number;
  onGo(page: number): void;
}) {
  return (
    <nav className="reviews__pages" aria-label="Review pages">
      <button
        type="button"
        className="reviews__page reviews__page--arrow"
        aria-label="Previous page"
        // aria-disabled, not disabled: a focused button that becomes disabled drops the focus.
        aria-disabled={current <= 1}
        onClick={() => {
          if (current > 1) onGo(Math.min(current - 1, lastPage));
        }}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ol className="reviews__page-numbers">
        {pageNumbers(current, lastPage).map((page) => (
          <li key={page}>
            <button
              type="button"
              className="reviews__page"
              aria-label={`Page ${page}`}
              aria-current={page === current ? 'page' : undefined}
              onClick={() => onGo(page)}
            >
              {page}
            </button>
          </li>
        ))}
      </ol>
      {showNextArrow(lastPage) ? (
        <button
          type="button"
          className="reviews__page reviews__page--arrow"
          aria-label="Next page"
          aria-disabled={current >= lastPage}
          onClick={() => {
            if (current < lastPage) onGo(current + 1);
          }}
        >
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </nav>
  );
}

/**
 * A review's photos, large, in a carousel (Embla) inside the shop's dialog. Mounted while open;
 * closing returns the focus to the thumbnail that opened it.
 */
function PhotoPreview({
  review,
  startIndex,
  onClose,
}: {
  review: Review;
  startIndex: number;
  onClose(): void;
}) {
  const [viewport, embla] = useEmblaCarousel({ startIndex, loop: false });
  const [selected, setSelected] = useState(startIndex);
  const count = review.images.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    if (event.key === 'ArrowRight') embla?.scrollNext();
  };

  return (
    // The dialog opens (a layout effect) before the carousel measures its slides (Embla starts
    // in a passive effect).
    <Dialog
      open
      onClose={onClose}
      title={`Photos from ${review.customer}`}
      size="wide"
      className="photo-preview"
      closeOnBackdrop
      onKeyDown={onKeyDown}
    >
      <div
        className="photo-preview__stage"
        aria-roledescription="carousel"
        aria-label={review.title}
      >
        <div className="photo-preview__viewport" ref={viewport}>
          <div className="photo-preview__track">
            {review.images.map((src, index) => (
              <div
                key={src}
                className="photo-preview__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
              >
                <img
                  src={src}
                  alt={`Photo ${index + 1} of ${count} from ${review.customer}’s review`}
                  width={1100}
                  height={619}
                />
              </div>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="photo-preview__arrow photo-preview__arrow--prev"
          aria-label="Previous photo"
          disabled={selected <= 0}
          onClick={() => embla?.scrollPrev()}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="photo-preview__arrow photo-preview__arrow--next"
          aria-label="Next photo"
          disabled={selected >= count - 1}
          onClick={() => embla?.scrollNext()}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="photo-preview__count" aria-live="polite">
        {selected + 1} / {count}
      </p>
    </Dialog>
  );
}
