import type { SpecialProcessingStart } from '../rules/special-processing-start';
/** The shape of a product's marketing panel (spec 001 §2 "Product info and marketing panels"). */

/** A mockup picture's URL (apps/server/src/media/mockup-svg/mockup-name.ts has the grammar). */
export const mockup = (name: string) => `/media/mockups/${name}.svg`;

export interface PanelSection {
  title: string;
  items: readonly string[];
}

/** A short clip under /media/videos: an MP4 (spec 001 §2's mp4 source) and its first frame. */
export interface PanelVideo {
  src: string;
  /** The thumbnail shown until the visitor plays the clip. */
  poster: string;
  /** What the clip shows, lower case: the play button says "Play video: {label}". */
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
  /** Spec 001 §2: an optional clip, shown as a thumbnail that plays on click, in place of the image. */
  video?: PanelVideo;
  /** A link under the closing line that opens the Special Processing form (issue 16). */
  specialProcessingRequest?: SpecialProcessingLink;
}

/**
 * Spec 001 §2: the embossed-paper panel's link opens the Special Processing form on its product,
 * without the special-processing prompt, telling the visitor what to say in the remarks.
 */
export interface SpecialProcessingLink {
  label: string;
  /** Where the form starts (the form drops what it does not offer). */
  start: SpecialProcessingStart;
  /** Shown above the form. */
  note: string;
  /** The remarks the form starts with. */
  comment: string;
}
