import type { Configuration } from '@shop/domain/configuration';
import type { SpecialProcessingStart } from '@shop/domain/rules/special-processing-start';
import { createContext, useContext } from 'react';

/**
 * How the Special Processing form is opened (issue 16 item 1): from the quote page's REQUEST A
 * QUOTE when a special process is chosen, from an explainer tab, or from the embossed-paper link.
 * This module is all the page ships up front; the form loads when first opened.
 */
export interface SpecialProcessingOpening {
  /** What the visitor configured: the form starts from it. */
  from: { configuration: Configuration; quantity: number | null; featuredItemId: number };
  /** Set over it (an explainer tab's process); the form drops what it does not offer. */
  preset?: SpecialProcessingStart;
  /** A line above the form. */
  note?: string;
  /** The remarks the form starts with. */
  comment?: string;
}

/** Opens the form; without `from`, from the quote page's own configuration. */
export type OpenSpecialProcessing = (
  opening?: Omit<SpecialProcessingOpening, 'from'> & { from?: SpecialProcessingOpening['from'] },
) => void;

export const SpecialProcessingContext = createContext<OpenSpecialProcessing | null>(null);

/** The page's opener of the form, or null outside a product page. */
export const useSpecialProcessing = () => useContext(SpecialProcessingContext);
