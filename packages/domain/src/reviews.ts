import type { ProductPagePath } from './catalog-pages';

/**
 * Customer reviews of a product page (spec 000 §2 "Reviews section", §3 "Review", §7 "Reviews
 * fetch", §8, §9; spec 001 §3 "Reviews"): the list's rules. The request and the answer are in
 * packages/shop/src/reviews/contract.ts.
 */

/** Spec 000 §9: a longer comment shows its first 260 characters and a See More toggle. */
export const REVIEW_PREVIEW_LENGTH = 260;
export const REVIEWS_PER_PAGE = 5;
/** Spec 000 §9: the next-page arrow appears only when there are more than this many pages. */
export const PAGE_LINKS_SHOWN = 5;
/** Spec 000 §2, §8: the empty state. */
export const NO_REVIEWS_TEXT = 'There is no history.';

export const REVIEW_FILTERS = ['all', 'photo'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

const ELLIPSIS = '…';

/**
 * The comment as the list first shows it: at most REVIEW_PREVIEW_LENGTH characters, cut after
 * the last whole word that fits, with an ellipsis. A single word longer than that is cut hard.
 */
export function reviewPreview(comment: string): { text: string; truncated: boolean } {
  if (comment.length <= REVIEW_PREVIEW_LENGTH) return { text: comment, truncated: false };
  const head = comment.slice(0, REVIEW_PREVIEW_LENGTH);
  // The cut falls between words when the next character is a space; otherwise go back to one.
  const atBoundary = /\s/.test(comment.charAt(REVIEW_PREVIEW_LENGTH));
  const lastSpace = head.search(/\s\S*$/);
  let text = atBoundary ? head : lastSpace > 0 ? head.slice(0, lastSpace) : head;
  // A hard cut must not split a surrogate pair (an emoji) in two.
  if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
  // "great stickers, …" reads better as "great stickers…".
  text = text.replace(/[\s,;:\-–—]+$/u, '');
  return { text: `${text}${ELLIPSIS}`, truncated: true };
}

/** Spec 000 §9: the next arrow only when the last page is over 5. */
export const showNextArrow = (lastPage: number): boolean => lastPage > PAGE_LINKS_SHOWN;

/**
 * The page numbers the navigation lists: at most PAGE_LINKS_SHOWN consecutive pages, keeping
 * the current one in the middle where it can.
 */
export function pageNumbers(currentPage: number, lastPage: number): number[] {
  const count = Math.min(PAGE_LINKS_SHOWN, Math.max(lastPage, 0));
  const current = Math.min(Math.max(currentPage, 1), Math.max(lastPage, 1));
  const first = Math.max(
    1,
    Math.min(current - Math.floor(PAGE_LINKS_SHOWN / 2), lastPage - count + 1),
  );
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The shop's review dates (calendar dates, no zone) as the list shows them: "Mar 3, 2026". */
const reviewDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatReviewDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(parsed.getTime())
    ? reviewDateFormat.format(parsed)
    : date;
}

/**
 * The product page a review request is for: `/{category}/{item}[/{product}]`, the page's own
 * path (spec 000 §7 sends it as `type`). Null for anything else.
 */
export function reviewPagePath(path: string): ProductPagePath | null {
  const match = /^\/([a-z0-9-]+)\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?\/?$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  return { categorySlug: match[1], itemSlug: match[2], productSlug: match[3] ?? null };
}

/** A stored review, as the repository reads it. */
export interface ReviewRecord {
  id: number;
  title: string;
  rate: number;
  comment: string;
  customer: string;
  /** YYYY-MM-DD */
  reviewedOn: string;
  images: string[];
}

/** The average to one decimal, as the summary shows it ("4.7 out of 5"); 0 without reviews. */
export const ratingValue = (average: number): number =>
  Number.isFinite(average) ? Math.round(average * 10) / 10 : 0;
