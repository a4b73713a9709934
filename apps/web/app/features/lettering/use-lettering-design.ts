/**
 * The page's side of the designer (issue 17): the design it last reported, and the configuration
 * kept at the design's size and colour, so the price is the lettering's (ADR 0029: the server
 * refuses a configuration that is not the design's). Spec 001 §3 `use_creation_tool`: the
 * visitor may instead use their own artwork (ADR 0033); then the page has no design, the form's
 * own size fields and colour select are used and the line carries no lettering block.
 */
import type { Catalog } from '@shop/domain/catalog-model';
import type { LetteringColour } from '@shop/domain/lettering/colours';
import { PRODUCTS_WITH_LETTERING_DESIGNER } from '@shop/domain/rules/catalog-ids';
import type {
  ConfiguratorChange,
  ConfiguratorState,
} from '@shop/domain/rules/configurator-cascade';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

/** Spec 001 §3 `use_creation_tool`: yes is the designer, no the visitor's own artwork. */
export type ArtworkSource = 'designer' | 'own-artwork';

export interface PageLetteringDesign {
  /** The design the order carries; null with the visitor's own artwork. */
  design: LetteringDesign | null;
  designer: LetteringDesignerProps;
  artwork: ArtworkSource;
  chooseArtwork(source: ArtworkSource): void;
}

export function useLetteringDesign(
  lettering: PageLettering | null,
  catalog: Catalog,
  state: ConfiguratorState,
  dispatch: (change: ConfiguratorChange) => void,
): PageLetteringDesign | null {
  const config = state.configuration;
  const start = lettering?.start ?? null;
  const colours = lettering?.coloursByProduct[config.productId] ?? [];
  const firstColour = startingColour(colours, config.colorId);
  const [design, setDesign] = useState(() =>
    start && firstColour ? startingDesign(start, firstColour) : null,
  );
  const [artwork, setArtwork] = useState<ArtworkSource>('designer');
  const product = catalog.products.get(config.productId);
  const offered = PRODUCTS_WITH_LETTERING_DESIGNER.includes(config.productId);
  // The designer's props keep their identity from one render of the page to the next, so a
  // render that changes nothing of the designer does not reach it (LetteringDesignerSlot is
  // memoised): while its chunk is on the way, React would otherwise drop the server-drawn
  // designer for its fallback, moving the page (issue 28 item 4, the designer's CLS).
  const sizeRules = useMemo(
    () => (product ? { product, cuttingId: config.cuttingId } : null),
    [product, config.cuttingId],
  );
  const latest = useRef({ design, artwork, follow: (_next: LetteringDesign) => {} });
  /** The form at the design's size and colour, dispatching only what changed. */
  const follow = (next: LetteringDesign) => {
    // The price follows the size and the colour, not every keystroke that leaves them alone.
    const { width, height } = next.order;
    if (width !== config.widthIn || height !== config.heightIn) {
      dispatch({ field: 'size', widthIn: width, heightIn: height });
    }
    const colorId = next.colour.catalogColorId;
    if (colorId !== null && colorId !== config.colorId) dispatch({ field: 'color', colorId });
  };
  useEffect(() => {
    latest.current = { design, artwork, follow };
  });
  const onDesign = useCallback((next: LetteringDesign) => {
    const { design: shown, artwork: source, follow: followNow } = latest.current;
    // The editor reports the starting design once it runs: the same design renders nothing.
    if (shown !== null && JSON.stringify(shown) === JSON.stringify(next)) return;
    latest.current.design = next;
    setDesign(next);
    if (source === 'designer') followNow(next);
  }, []);
  if (!start || !firstColour || !design || !offered || !sizeRules) return null;

  const chooseArtwork = (source: ArtworkSource) => {
    setArtwork(source);
    // Back in the designer, the form returns to the design's size and colour.
    if (source === 'designer') follow(design);
  };
  return {
    design: artwork === 'designer' ? design : null,
    designer: {
      start,
      sizeRules,
      colours,
      startColour: firstColour,
      onDesign,
    },
    artwork,
    chooseArtwork,
  };
}
