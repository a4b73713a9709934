import type { Catalog, FeaturedPreset } from '@shop/domain/catalog-model';
import type { LetteringSize } from '@shop/domain/lettering/measure';
import { startingState } from '@shop/domain/price-configuration';
import { QUOTE_FORM_FLAGS, QUOTE_OPEN_PARAM, type QuoteForm } from '@shop/domain/site-path';
import {
  applyChange,
  type ConfiguratorChange,
  type ConfiguratorState,
} from '@shop/domain/rules/configurator-cascade';
import { useEffect, useEffectEvent, useReducer } from 'react';

interface ConfiguratorStart {
  catalog: Catalog;
  item: { id: number; urlSlug: string };
  productId: number;
  preset: FeaturedPreset | null;
  /** A lettering page's starting design (issue 17): the form starts at its size. */
  lettering?: { start: { size: LetteringSize } } | null;
}

/** The page's own cutting, shape and preset come with the featured item (in the domain). */
const start = ({ catalog, item, productId, preset, lettering }: ConfiguratorStart) =>
  startingState(catalog, {
    productId,
    featuredItemId: item.id,
    preset,
    letteringSize: lettering?.start.size ?? null,
  });

/**
 * A configurator's state: the domain's configurator reducer (docs/decisions/0009), started from
 * the page's product or saved preset. The banner's is held by the page so the gallery follows
 * the same choices, in the server render too; a card page's PRICE tab holds its own (`form`).
 */
export function useConfigurator(options: ConfiguratorStart, form: QuoteForm = 'banner') {
  const { catalog, item } = options;
  const reducer = useReducer(
    (state: ConfiguratorState, change: ConfiguratorChange | RestoreChoices) =>
      change.field === 'restore' ? change.state : applyChange(state, change, catalog),
    options,
    start,
  );
  // Back from signing in to ask for a quote: the choices made before leaving come back (once,
  // after hydration, so the server render and the first browser render agree). In an effect, not
  // from a hydrated flag: the flag would render the whole page again as it hydrates, one long
  // task on a phone (issue 28 item 4); this renders again only when there is something to restore.
  const [, dispatch] = reducer;
  const restoreSaved = useEffectEvent(() => {
    const saved = takeSavedChoices(form, item.id);
    if (saved) dispatch({ field: 'restore', state: saved });
  });
  useEffect(() => restoreSaved(), []);
  return reducer;
}

interface RestoreChoices {
  field: 'restore';
  state: ConfiguratorState;
}

const SAVED_CHOICES_KEY = 'quote-page-choices';

/** Keeps a form's choices for the way back from signing in (this browser tab only). */
export function rememberChoices(form: QuoteForm, featuredItemId: number, state: ConfiguratorState) {
  try {
    sessionStorage.setItem(SAVED_CHOICES_KEY, JSON.stringify({ form, featuredItemId, state }));
  } catch {
    // Storage full or blocked: the visitor comes back to the page's defaults.
  }
}

/** The choices `form` kept before signing in, once, when the page came back for its quote. */
function takeSavedChoices(form: QuoteForm, featuredItemId: number): ConfiguratorState | null {
  const flag = new URLSearchParams(window.location.search).get(QUOTE_OPEN_PARAM);
  if (flag !== QUOTE_FORM_FLAGS[form]) return null;
  try {
    const raw = sessionStorage.getItem(SAVED_CHOICES_KEY);
    sessionStorage.removeItem(SAVED_CHOICES_KEY);
    const saved = raw
      ? (JSON.parse(raw) as { form?: unknown; featuredItemId?: unknown; state?: unknown })
      : null;
    return saved?.form === form && saved.featuredItemId === featuredItemId && saved.state
      ? (saved.state as ConfiguratorState)
      : null;
  } catch {
    return null;
  }
}
