/**
 * The page's side of the designer (issue 17): the design it last reported, and the configuration
 * kept at the design's size and colour, so the price is the lettering's (ADR 0029: the server
 * refuses a configuration that is not the design's).
 */
import type { LetteringColour } from '@shop/domain/lettering/colours';
import { PRODUCTS_WITH_LETTERING_DESIGNER } from '@shop/domain/rules/catalog-ids';
import type {
  ConfiguratorChange,
  ConfiguratorState,
} from '@shop/domain/rules/configurator-cascade';
import { useState } from 'react';
import {
  startingColour,
  startingDesign,
  type LetteringDesign,
  type LetteringStart,
} from '@shop/domain/lettering/lettering-design';
import type { LetteringDesignerProps } from './lettering-designer';

/** What the page's loader gives a page with the designer. */
export interface PageLettering {
  start: LetteringStart;
  /** The vinyl colours each designer product of the page sells. */
  coloursByProduct: Record<number, LetteringColour[]>;
}

export function useLetteringDesign(
  lettering: PageLettering | null,
  state: ConfiguratorState,
  dispatch: (change: ConfiguratorChange) => void,
): { design: LetteringDesign; designer: LetteringDesignerProps } | null {
  const config = state.configuration;
  const start = lettering?.start ?? null;
  const colours = lettering?.coloursByProduct[config.productId] ?? [];
  const firstColour = startingColour(colours, config.colorId);
  const [design, setDesign] = useState(() =>
    start && firstColour ? startingDesign(start, firstColour) : null,
  );
  const offered = PRODUCTS_WITH_LETTERING_DESIGNER.includes(config.productId);
  if (!start || !firstColour || !design || !offered) return null;

  const onDesign = (next: LetteringDesign) => {
    setDesign(next);
    // The price follows the size and the colour, not every keystroke that leaves them alone.
    const { width, height } = next.order;
    if (width !== config.widthIn || height !== config.heightIn) {
      dispatch({ field: 'size', widthIn: width, heightIn: height });
    }
    const colorId = next.colour.catalogColorId;
    if (colorId !== null && colorId !== config.colorId) dispatch({ field: 'color', colorId });
  };
  return { design, designer: { start, colours, startColour: firstColour, onDesign } };
}
