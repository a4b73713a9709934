import type { Catalog, FeaturedPreset } from '@shop/domain/catalog-model';
import { pricingQueryFor } from '@shop/domain/configuration-query';
import { configurationSummary } from '@shop/domain/configuration-summary';
import { priceConfiguration, submitActionOf } from '@shop/domain/price-configuration';
import type { PricingResponse } from '@shop/domain/pricing-response';
import type { ConfiguratorChange } from '@shop/domain/rules/configurator-cascade';
import {
  configuratorProblems,
  configuratorSizeCheck,
  isPricingReady,
} from '@shop/domain/rules/configurator-checks';
import type { SubmitAction } from '@shop/domain/rules/submit-action';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useRevalidator } from 'react-router';
import { useVisitorHeader } from '~/lib/visitor-header';
import { FieldsetOnceHydrated } from '~/ui/use-hydrated';
import { ChoiceFields } from './choice-fields';
import type { QuoteActionsHandle, QuoteRequestProps } from './configurator';
import { SizeField } from './option-fields';
import { PrintFeatures } from './print-features';
import { rememberChoices, useConfigurator } from './use-configurator';
import { PRICING_DEBOUNCE_MS, useServerPricing } from './use-server-pricing';
import './configurator.css';

/** What the tier table is given (features/page-sections' PriceTable, composed by the route). */
export interface PriceTabTableProps {
  pricing: PricingResponse | null;
  action: SubmitAction;
  selectedQuantity: number | null;
  kinds: number;
  form: 'price-tab';
}

interface PriceTabConfiguratorProps {
  catalog: Catalog;
  item: { id: number; name: string; urlSlug: string };
  productId: number;
  preset: FeaturedPreset | null;
  /** The shop's clock and time zone at render: the tiers' dispatch dates start from them. */
  now: string;
  timeZone: string;
  /** Whether the PRICE tab is the open one: only then is the server asked. */
  active: boolean;
  table: ComponentType<PriceTabTableProps>;
  /** The QUOTE dialog for a special size (the route's, shared with the banner's form). */
  quoteRequest: ComponentType<QuoteRequestProps>;
}

/**
 * A business-card page's PRICE tab configurator (spec 001 §2, §4, §5): the page's products with
 * their own choices, apart from the banner's, and every quantity tier of them. The browser prices
 * each change at once with the domain's engine; the server confirms, 150 ms after the last change,
 * only while the tab is open and a size is entered. A special size asks for a quotation in the
 * QUOTE dialog.
 */
export function PriceTabConfigurator(props: PriceTabConfiguratorProps) {
  const { catalog, item, table: Table, quoteRequest: QuoteRequest } = props;
  const [state, dispatch] = useConfigurator(
    { catalog, item, productId: props.productId, preset: props.preset },
    'price-tab',
  );
  const root = useVisitorHeader();
  const revalidator = useRevalidator();
  const quote = useRef<QuoteActionsHandle>(null);
  const widthInput = useRef<HTMLInputElement>(null);
  const heightInput = useRef<HTMLInputElement>(null);
  // A typed size is judged once typing pauses, as long as the server waits before it is asked.
  const [typing, setTyping] = useState(false);
  const config = state.configuration;
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(false), PRICING_DEBOUNCE_MS['price-tab']);
    return () => clearTimeout(timer);
  }, [typing, config.widthIn, config.heightIn]);

  const now = useMemo(() => new Date(props.now), [props.now]);
  const instant = useMemo(
    () => priceConfiguration(catalog, state, now, props.timeZone),
    [catalog, state, now, props.timeZone],
  );
  const query =
    props.active && instant && isPricingReady(state) && configuratorProblems(state).length === 0
      ? pricingQueryFor(config, item.id, null).toString()
      : null;
  const server = useServerPricing(query, PRICING_DEBOUNCE_MS['price-tab']);
  // The server's answer wins once it is here (it is what the cart and quotes use).
  const confirmed = server.status === 'done' && server.query === query ? server.response : null;
  const pricing = confirmed ?? instant;
  const action = submitActionOf(state, pricing);
  const size = configuratorSizeCheck(state);
  const change = (c: ConfiguratorChange) => dispatch(c);

  return (
    <div className="price-tab">
      <form
        className="configurator__form price-tab__form"
        aria-label="Price check"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <FieldsetOnceHydrated className="configurator__fieldset">
          <legend className="visually-hidden">Choices to price</legend>
          <ChoiceFields
            catalog={catalog}
            featuredItemId={item.id}
            state={state}
            dispatch={change}
            size={
              <SizeField
                state={state}
                dispatch={change}
                onTyping={() => setTyping(true)}
                message={typing || size.status === 'ok' ? null : size.message}
                onRequestQuote={
                  !typing && size.status === 'above-maximum'
                    ? () => quote.current?.requestQuote()
                    : null
                }
                widthRef={widthInput}
                heightRef={heightInput}
              />
            }
          />
          <PrintFeatures state={state} dispatch={change} />
        </FieldsetOnceHydrated>
      </form>
      <div
        className="price-tab__tiers"
        aria-busy={server.status === 'loading'}
        // Whose figures are shown: the browser's estimate, or the server's confirmation.
        data-priced-by={confirmed ? 'server' : 'browser'}
      >
        <Table
          pricing={pricing}
          action={action}
          selectedQuantity={null}
          kinds={1}
          form="price-tab"
        />
      </div>
      <QuoteRequest
        handle={quote}
        form="price-tab"
        productName={catalog.products.get(config.productId)?.name ?? item.name}
        details={configurationSummary(catalog, config, null).lines}
        configuration={pricingQueryFor(config, item.id, null).toString()}
        configured={config}
        featuredItemId={item.id}
        quoteType={action.kind === 'request-quote' ? action.quoteType : 'Special Size'}
        specialProcessing={action.kind === 'request-quote' && action.form === 'special-processing'}
        quoteQuantity={null}
        profile={root?.profile ?? null}
        onSignedIn={() => void revalidator.revalidate()}
        rememberChoices={() => rememberChoices('price-tab', item.id, state)}
      />
    </div>
  );
}
