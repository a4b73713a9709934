import type { Catalog } from '@shop/domain/catalog-model';
import { customQuantityOf, submitActionOf } from '@shop/domain/price-configuration';
import { formatCents } from '@shop/domain/pricing';
import type { PricingResponse } from '@shop/domain/pricing-response';
import { pricingQueryFor } from '@shop/domain/configuration-query';
import { shippingLine } from '@shop/domain/shipping-calendar';
import type {
  ConfiguratorChange,
  ConfiguratorState,
} from '@shop/domain/rules/configurator-cascade';
import {
  configuratorProblems,
  configuratorSizeCheck,
} from '@shop/domain/rules/configurator-checks';
import { customQuantityFieldMessage, selectedQuantity } from '@shop/domain/rules/quantity-rules';
import { setsEntered } from '@shop/domain/rules/sets-rules';
import type { QuoteType, SubmitAction } from '@shop/domain/rules/submit-action';
import type { QuoteForm } from '@shop/domain/site-path';
import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { useRevalidator } from 'react-router';
import { useVisitorHeader } from '~/lib/visitor-header';
import type { Configuration } from '@shop/domain/configuration';
import type { VisitorProfile } from '@shop/domain/identity';
import { configurationSummary } from '@shop/domain/configuration-summary';
import type { QuotePayload } from '@shop/domain/cart-contract';
import { quotePayloadFor } from '@shop/domain/quote-payload';
import type { LetteringDesign } from '@shop/domain/lettering/lettering-design';
import { formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';
import { FieldsetOnceHydrated } from '~/ui/use-hydrated';
import { ChoiceFields } from './choice-fields';
import { SizeField } from './option-fields';
import { PriceList } from './price-list';
import { PrintFeatures } from './print-features';
import { QuantityField, SetsField } from './quantity-fields';
import { TitleDropdown } from './title-dropdown';
import { rememberChoices } from './use-configurator';
import { useServerPricing } from './use-server-pricing';
import './configurator.css';

/** Spec 000 §9: a typed size is judged after 1 s without typing, a typed quantity after 500 ms. */
const TYPING_PAUSE_MS = { size: 1000, quantity: 500 } as const;

/** What the form asks of the page's actions: the special-size link opens the quote request. */
export interface QuoteActionsHandle {
  requestQuote(): void;
}

/**
 * What asking for a quote needs from a form (the banner's, or a card page's PRICE tab): what is
 * asked for, by whom, and how to come back to it after signing in.
 */
export interface QuoteRequestProps {
  /** Lets the form's own links open the request. */
  handle: Ref<QuoteActionsHandle>;
  /** Which form asks: the way back from signing in reopens that form's dialog (ADR 0021). */
  form: QuoteForm;
  productName: string;
  /** configurationSummary's lines: every choice, the quantity and the sets. */
  details: string[];
  configuration: string;
  /** The same configuration as the form holds it: the Special Processing form starts from it. */
  configured: Configuration;
  featuredItemId: number;
  quoteType: QuoteType;
  /** The request is the Special Processing form's, not the QUOTE dialog's (issue 16). */
  specialProcessing: boolean;
  quoteQuantity: number | null;
  profile: VisitorProfile | null;
  onSignedIn(): void;
  /** Keeps the choices for the way back from signing in. */
  rememberChoices(): void;
}

/** What the page's actions (cart, quote, compare, quotation) need from the form. */
export interface QuoteActionsProps extends Omit<QuoteRequestProps, 'form'> {
  /** The tier's payload (server figures), or null while nothing is priced. */
  payload: QuotePayload | null;
  /** What the main button does and says (the domain's decision, never a compared string). */
  action: SubmitAction;
  submitDisabled: boolean;
  secondaryDisabled: boolean;
  /** A missing side: focus it instead of submitting (spec 000 §5). Returns true when it did. */
  focusMissingSize(): boolean;
  /** The total for the compare entry, as the spec's decimal string ("49.06"). */
  totalPrice: string;
}

interface ConfiguratorProps {
  /** The buttons under the price: composed by the route from the cart, quote and compare features. */
  actions: ComponentType<QuoteActionsProps>;
  catalog: Catalog;
  item: { id: number; name: string; urlSlug: string; categorySlug: string };
  /** The page's title: its own name, or the product its URL names (the page's SEO title). */
  title: string;
  pages: Array<{ name: string; urlSlug: string; items: Array<{ name: string; urlSlug: string }> }>;
  state: ConfiguratorState;
  dispatch(change: ConfiguratorChange): void;
  /** The configuration priced in the browser (priceConfiguration), before the server confirms. */
  instant: PricingResponse | null;
  /**
   * A lettering design (issue 17): the designer sets the size and the colour, the payload carries
   * the design, and nothing is ordered while the design has a problem.
   */
  lettering?: LetteringDesign | null;
}

/** The quote form: options, size, quantity, sets, special features and the live price. */
export function Configurator(props: ConfiguratorProps) {
  const { catalog, state, dispatch, actions: Actions } = props;
  const root = useVisitorHeader();
  const revalidator = useRevalidator();
  const [typing, setTyping] = useState<null | 'size' | 'quantity'>(null);
  const widthInput = useRef<HTMLInputElement>(null);
  const actions = useRef<QuoteActionsHandle>(null);
  const heightInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Spec 000 §4: an unreadable featured print-feature preset is logged and ignored.
    if (state.printFeaturePresetError) console.warn(state.printFeaturePresetError);
  }, [state.printFeaturePresetError]);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_PAUSE_MS[typing]);
    return () => clearTimeout(timer);
  }, [typing, state.configuration.widthIn, state.configuration.heightIn, state.quantity]);

  const config = state.configuration;
  const product = catalog.products.get(config.productId);
  const problems = configuratorProblems(state);
  // The instant price (the page computes it once for the form and the price table): the same
  // engine as the server, on the same data, in this frame.
  const instant = props.instant;
  // The server is asked once typing pauses (spec 000 §9: size typing 1 s, then pricing 200 ms)
  // and only for a valid form (it would refuse the rest).
  const query =
    instant && typing !== 'size' && problems.length === 0
      ? pricingQueryFor(config, props.item.id, customQuantityOf(state)).toString()
      : null;
  const server = useServerPricing(query);
  const confirmed = server.status === 'done' && server.query === query ? server.response : null;
  useEffect(() => {
    if (confirmed && instant && JSON.stringify(confirmed) !== JSON.stringify(instant)) {
      // The server wins; a difference means the page's catalog is stale.
      console.warn('The server priced this configuration differently; showing its price.');
    }
  }, [confirmed, instant]);
  const pricing = confirmed ?? instant;
  const loading = server.status === 'loading';
  const failed = server.status === 'failed' && server.query === query;

  const size = configuratorSizeCheck(state);
  const quantities = state.options.quantities;
  const quantity =
    state.quantity.mode === 'custom'
      ? customQuantityOf(state)
      : selectedQuantity(state.quantity, quantities);
  const customMessage =
    state.quantity.mode === 'custom'
      ? customQuantityFieldMessage(state.quantity.typed, quantities)
      : null;
  const row = pricing?.rows.find((r) => r.quantity === quantity) ?? null;
  const kinds = config.kinds;
  // Money stays in integer cents until <Money> prints it (docs/pricing.md).
  const totalCents = row ? row.price_cents * kinds : 0;
  const firstMethod = row?.shipping[0];
  const shipping = row && firstMethod ? shippingLine(totalCents, firstMethod.cost_cents) : null;
  // The button follows the typed size or quantity only once typing pauses, as the messages do.
  const action = useSettled(submitActionOf(state, pricing), typing !== null);
  const requestQuote = action.kind === 'request-quote';
  // A missing side leaves the button enabled: pressing it puts the focus on that side (000 §5).
  const sizeMissing = size.status === 'missing';
  const lettering = props.lettering ?? null;
  const letteringProblem = lettering?.problem != null;
  // Issue 27 item 2: nothing is ordered, printed or compared until the number of sets is known.
  const setsMissing = !setsEntered(state.sets);
  const submitDisabled =
    letteringProblem ||
    setsMissing ||
    loading ||
    typing !== null ||
    size.status === 'below-minimum' ||
    problems.some((p) => p.field === 'cut_per_shape') ||
    (state.quantity.mode === 'custom' && quantity === null) ||
    (!sizeMissing && !requestQuote && totalCents <= 0);
  const secondaryDisabled =
    letteringProblem || setsMissing || totalCents <= 0 || loading || typing !== null;

  const change = (c: ConfiguratorChange) => dispatch(c);
  // Spec 000 §5: a missing side gets the focus and nothing is submitted.
  const focusMissingSize = () => {
    const missing = !config.widthIn
      ? widthInput.current
      : !config.heightIn
        ? heightInput.current
        : null;
    missing?.focus();
    return missing !== null;
  };
  const configurationQuery = pricingQueryFor(
    config,
    props.item.id,
    customQuantityOf(state),
  ).toString();
  const confirmedRow = confirmed?.rows.find((r) => r.quantity === quantity) ?? null;
  // Add to cart and quotations carry the server's figures only (never the instant estimate).
  const configuredPayload = confirmedRow
    ? quotePayloadFor({
        configuration: configurationQuery,
        featuredItemId: props.item.id,
        productId: config.productId,
        materialId: config.materialId,
        row: confirmedRow,
        customQuantity: state.quantity.mode === 'custom' ? quantity : null,
        kinds,
        size: `${config.widthIn}" x ${config.heightIn}"`,
        originPath: `/${props.item.categorySlug}/${props.item.urlSlug}`,
      })
    : null;
  const payload =
    configuredPayload && lettering
      ? {
          ...configuredPayload,
          lettering: { ...lettering.order, lines: [...lettering.order.lines] },
        }
      : configuredPayload;
  // The same summary as the cart and the quotation write on the server (quantity included).
  const summary = configurationSummary(catalog, config, quantity);
  const details = lettering ? [...summary.lines, ...lettering.summary] : summary.lines;

  return (
    <section className="configurator" aria-labelledby="configurator-title">
      <TitleDropdown pages={props.pages} current={props.item} />
      <h1 id="configurator-title" className="configurator__title">
        {props.title}
      </h1>
      <form
        className="configurator__form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          // Spec 000 §4: Enter never submits the quote form.
          if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT')
            event.preventDefault();
        }}
      >
        <FieldsetOnceHydrated className="configurator__fieldset">
          <legend className="visually-hidden">Your choices</legend>
          <ChoiceFields
            catalog={catalog}
            featuredItemId={props.item.id}
            state={state}
            dispatch={change}
            colour={
              lettering ? (
                <p className="configurator__set-by-designer">
                  <span>Color</span> {lettering.colour.name} <small>(chosen in the designer)</small>
                </p>
              ) : undefined
            }
            size={
              lettering ? (
                <LetteringSizeLine design={lettering} />
              ) : (
                <SizeField
                  state={state}
                  dispatch={change}
                  onTyping={() => setTyping('size')}
                  message={typing === 'size' ? null : sizeMessage(size)}
                  onRequestQuote={
                    typing === null && size.status === 'above-maximum'
                      ? () => actions.current?.requestQuote()
                      : null
                  }
                  widthRef={widthInput}
                  heightRef={heightInput}
                />
              )
            }
          />
          <QuantityField
            state={state}
            dispatch={change}
            onTyping={() => setTyping('quantity')}
            message={typing === 'quantity' ? null : customMessage}
          />
          <SetsField state={state} dispatch={change} />
          <PrintFeatures state={state} dispatch={change} />

          <PriceList
            pricing={pricing}
            quantities={quantities}
            selectedQuantity={quantity}
            loading={loading}
            failed={failed}
          />

          {action.kind === 'add-to-cart' ? (
            <dl className="configurator__totals" aria-live="polite">
              <div>
                <dt>Special Features Cost</dt>
                <dd data-testid="special-features-cost">
                  <Money cents={row ? row.print_feature_price_cents * kinds : 0} />
                </dd>
              </div>
              <div className="configurator__total">
                <dt>Total Price</dt>
                <dd data-testid="total-price">
                  <Money cents={totalCents} />
                </dd>
              </div>
              {shipping && firstMethod ? (
                <div>
                  <dt>{shipping.label}</dt>
                  <dd data-testid="dispatch-date">
                    Estimated dispatch {formatShortDay(firstMethod.shipping_date)}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <Actions
            handle={actions}
            payload={payload}
            action={action}
            submitDisabled={submitDisabled}
            secondaryDisabled={secondaryDisabled}
            focusMissingSize={focusMissingSize}
            productName={product?.name ?? props.item.name}
            details={details}
            totalPrice={formatCents(totalCents)}
            configuration={configurationQuery}
            configured={config}
            featuredItemId={props.item.id}
            // The modal opens without REQUEST A QUOTE only back from signing in (ADR 0021); had
            // the choices been lost on the way, the server refuses to quote a configuration the
            // page sells, whatever type is sent, and the modal shows why (ADR 0024).
            quoteType={action.kind === 'request-quote' ? action.quoteType : 'Special Quantity'}
            specialProcessing={
              action.kind === 'request-quote' && action.form === 'special-processing'
            }
            quoteQuantity={quantity}
            profile={root?.profile ?? null}
            onSignedIn={() => void revalidator.revalidate()}
            rememberChoices={() => rememberChoices('banner', props.item.id, state)}
          />
        </FieldsetOnceHydrated>
      </form>
    </section>
  );
}

/** The value, except while `paused`: then the value it had when the pause began. */
function useSettled<T>(value: T, paused: boolean): T {
  const [settled, setSettled] = useState(value);
  if (!paused && JSON.stringify(settled) !== JSON.stringify(value)) setSettled(value);
  return paused ? settled : value;
}

/**
 * On a lettering page the size is the design's: shown here, set in the designer, which also says
 * what is wrong with it (issue 27: the message belongs where the size is set).
 */
function LetteringSizeLine({ design }: { design: LetteringDesign }) {
  const { width, height } = design.order;
  return (
    <div className="configurator__set-by-designer" data-testid="lettering-size">
      <p>
        <span>Size</span> {width.toFixed(2)}" x {height.toFixed(2)}"{' '}
        <small>(set in the designer)</small>
      </p>
    </div>
  );
}

function sizeMessage(size: ReturnType<typeof configuratorSizeCheck>): string | null {
  return size.status === 'ok' ? null : size.message;
}
