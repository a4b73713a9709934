import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_REVIEWS_TEXT,
  REVIEW_PREVIEW_LENGTH,
  REVIEWS_PER_PAGE,
  formatReviewDate,
  pageNumbers,
  ratingValue,
  reviewPagePath,
  reviewPreview,
  showNextArrow,
} from './reviews';

describe('constants of the spec', () => {
  it('cuts previews at 260 characters, lists 5 per page and has the empty-state text', () => {
    expect(REVIEW_PREVIEW_LENGTH).toBe(260);
    expect(REVIEWS_PER_PAGE).toBe(5);
    expect(NO_REVIEWS_TEXT).toBe('There is no history.');
  });
});

describe('reviewPreview', () => {
  it('keeps a comment of at most 260 characters whole', () => {
    expect(reviewPreview('Great stickers.')).toEqual({ text: 'Great stickers.', truncated: false });
    const exact = 'a'.repeat(260);
    expect(reviewPreview(exact)).toEqual({ text: exact, truncated: false });
  });

  it('cuts a longer comment after the last whole word with an ellipsis', () => {
    const words = 'word '.repeat(60).trim(); // 299 characters
    const { text, truncated } = reviewPreview(words);
    expect(truncated).toBe(true);
    expect(text.endsWith('word…')).toBe(true);
    expect(text.length - 1).toBeLessThanOrEqual(260);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
  });

  it('keeps a word that ends exactly at character 260', () => {
    const comment = `${'x'.repeat(255)} last next words here`; // "last" ends at 260
    expect(reviewPreview(comment).text).toBe(`${'x'.repeat(255)} last…`);
  });

  it('drops a word that the cut would split', () => {
    const comment = `${'x'.repeat(250)} splitwords and more`; // "splitwords" spans 251..260
    expect(reviewPreview(comment).text).toBe(`${'x'.repeat(250)}…`);
  });

  it('leaves no dangling comma or space before the ellipsis', () => {
    const comment = `${'y'.repeat(240)} stickers, ${'z'.repeat(40)}`;
    expect(reviewPreview(comment).text).toBe(`${'y'.repeat(240)} stickers…`);
  });

  it('cuts a single overlong word hard, never inside an emoji', () => {
    expect(reviewPreview('a'.repeat(300)).text).toBe(`${'a'.repeat(260)}…`);
    const emoji = `${'a'.repeat(259)}😀${'b'.repeat(10)}`;
    expect(reviewPreview(emoji).text).toBe(`${'a'.repeat(259)}…`);
  });

  it('always shows a prefix of the comment of at most 260 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (comment) => {
        const { text, truncated } = reviewPreview(comment);
        expect(truncated).toBe(comment.length > REVIEW_PREVIEW_LENGTH);
        if (!truncated) {
          expect(text).toBe(comment);
          return;
        }
        const kept = text.slice(0, -1);
        expect(text.endsWith('…')).toBe(true);
        expect(kept.length).toBeLessThanOrEqual(REVIEW_PREVIEW_LENGTH);
        expect(comment.startsWith(kept)).toBe(true);
      }),
    );
  });
});

describe('page navigation', () => {
  it('shows the next arrow only when the last page is over 5', () => {
    expect(showNextArrow(1)).toBe(false);
    expect(showNextArrow(5)).toBe(false);
    expect(showNextArrow(6)).toBe(true);
  });

  it('lists at most five page numbers around the current page', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(20, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('always includes the current page when it exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (a, b) => {
        const [current, last] = a <= b ? [a, b] : [b, a];
        const pages = pageNumbers(current, last);
        expect(pages).toContain(current);
        expect(pages.length).toBe(Math.min(5, last));
        expect(pages.every((p) => p >= 1 && p <= last)).toBe(true);
      }),
    );
  });
});

describe('formatReviewDate', () => {
  it('writes a calendar date the US way, whatever the zone', () => {
    expect(formatReviewDate('2026-03-03')).toBe('Mar 3, 2026');
    expect(formatReviewDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatReviewDate('not a date')).toBe('not a date');
  });
});

describe('reviewPagePath', () => {
  it('reads the category, item and optional product of a page path', () => {
    expect(reviewPagePath('/stickers/standard-vinyl')).toEqual({
      categorySlug: 'stickers',
      itemSlug: 'standard-vinyl',
      productSlug: null,
    });
    expect(reviewPagePath('/stickers/paper-stickers/kraft-paper/')).toEqual({
      categorySlug: 'stickers',
      itemSlug: 'paper-stickers',
      productSlug: 'kraft-paper',
    });
  });

  it('rejects anything that is not a product page path', () => {
    for (const path of ['/', '/stickers', '/a/b/c/d', 'stickers/x', '/Stickers/x', '/a/b?x=1']) {
      expect(reviewPagePath(path), path).toBeNull();
    }
  });
});

describe('ratingValue', () => {
  it('rounds the average to one decimal', () => {
    expect(ratingValue(4.25)).toBe(4.3);
    expect(ratingValue(4.04)).toBe(4);
    expect(ratingValue(5)).toBe(5);
  });
});
