/** A review as a customer wrote it; `photos` name product mockups (see ../demo-media.ts). */
export interface ReviewSeed {
  reviewedOn: string;
  rate: 1 | 2 | 3 | 4 | 5;
  customer: string;
  title: string;
  comment: string;
  photos?: string[];
}

/** The reviews of one product page (a featured item), oldest first. */
export interface PageReviewSeeds {
  featuredItemId: number;
  reviews: ReviewSeed[];
}
