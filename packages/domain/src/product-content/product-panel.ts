/** The shape of a product's marketing panel (spec 001 §2 "Product info and marketing panels"). */

/** A mockup picture's URL (apps/server/src/media/mockup-svg/mockup-name.ts has the grammar). */
export const mockup = (name: string) => `/media/mockups/${name}.svg`;

export interface PanelSection {
  title: string;
  items: readonly string[];
}

export interface PanelVideo {
  src: string;
  poster: string;
  label: string;
}

/** One product's marketing block: plain text only, one string per paragraph. */
export interface ProductPanel {
  title: string;
  subtitle: string;
  description: readonly string[];
  sections: readonly PanelSection[];
  closing: string;
  /** A mockup under /media/mockups that shows the product. */
  image: string;
  imageAlt: string;
  /** Spec 001 §2 allows a clip (thumbnail, click to play); none of ours has one yet. */
  video?: PanelVideo;
}
