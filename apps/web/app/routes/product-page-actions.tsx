import type { CompareEntry } from '@shop/domain/cart-contract';
import type { Quotation } from '@shop/shop/quotes/contract';
import type {
  QuoteActionsHandle,
  QuoteActionsProps,
  QuoteRequestProps,
} from '~/features/configurator/configurator';
import { QUOTE_FORM_FLAGS, QUOTE_OPEN_PARAM, quoteReturnPath } from '@shop/domain/site-path';
import type { VisitorProfile } from '@shop/domain/identity';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  SpecialProcessingContext,
  useSpecialProcessing,
  type OpenSpecialProcessing,
  type SpecialProcessingOpening,
} from '~/features/quote/special-processing-opener';
import { createPortal } from 'react-dom';
import { useHydrated } from '~/ui/use-hydrated';
import type { RenderSignIn } from '~/features/quote/registered-email-dialog';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { addToCart } from '~/lib/add-to-cart';
import { QUOTE_RETURN_COOKIE, writeCookie } from '~/lib/cookies';
import { newIdempotencyKey } from '~/lib/shop-api';
import { shopClient } from '~/lib/shop-client';

// The dialogs, their forms (react-hook-form, zod) and the compare list load when first used, not
// with the page (issue 14).
const QuoteRequestDialog = lazy(() =>
  import('~/features/quote/quote-request-dialog').then((m) => ({ default: m.QuoteRequestDialog })),
);
const QuotationDialog = lazy(() =>
  import('~/features/quote/quotation-dialog').then((m) => ({ default: m.QuotationDialog })),
);
const SpecialProcessingDialog = lazy(() =>
  import('~/features/quote/special-processing-dialog').then((m) => ({
    default: m.SpecialProcessingDialog,
  })),
);
const SignInForm = lazy(() =>
  import('~/features/accounts/sign-in-form').then((m) => ({ default: m.SignInForm })),
);

/** ADD TO CART / REQUEST A QUOTE, Add to Compare and Print Quote, with their dialogs. */
export function QuoteActions(props: QuoteActionsProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [quotation, setQuotation] = useState<Quotation | null>(null);
  const [printing, setPrinting] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const quote = useRef<QuoteActionsHandle>(null);
  const quotationKey = useRef<{ asked: string; key: string } | null>(null);
  const requestQuote = () => quote.current?.requestQuote();
  // The form's special-size link asks for a quote as the button does.
  useImperativeHandle(props.handle, () => ({ requestQuote }));

  const submit = async () => {
    setMessage(null);
    if (props.focusMissingSize()) return;
    if (props.action.kind === 'request-quote') {
      requestQuote();
      return;
    }
    if (!props.payload) return;
    // One key per attempt: a double click or a retry after a network error adds one line.
    attemptKey.current ??= newIdempotencyKey();
    setAdding(true);
    const result = await addToCart(props.payload, attemptKey.current);
    setAdding(false);
    if (!result.ok) {
      console.error('Add to cart failed', result.status, result.message);
      if (result.status !== 0) attemptKey.current = null;
      setMessage(result.message);
      return;
    }
    attemptKey.current = null;
    // The cart opens the new line's artwork dialog ("artwork submit", spec 000 §4).
    await navigate(`/cart?artwork=${result.data.line_id}`);
  };

  const addToCompare = async () => {
    if (!props.payload) return;
    const entry: CompareEntry = {
      product: props.productName,
      details: props.details,
      price: props.totalPrice,
      quote_data: props.payload,
    };
    const { addCompareEntry } = await import('~/features/compare/use-compare');
    setMessage(
      addCompareEntry(entry) ? 'Added to compare.' : 'This configuration is already in compare.',
    );
  };

  const printQuote = async () => {
    if (!props.payload) return;
    // One key per configuration: asking again for the same one (a double click, a retry) gives
    // the same quotation; another configuration is another quotation.
    const asked = JSON.stringify(props.payload);
    if (quotationKey.current?.asked !== asked) {
      quotationKey.current = { asked, key: newIdempotencyKey() };
    }
    setPrinting(true);
    const result = await shopClient.quotes.createQuotation(props.payload, {
      idempotencyKey: quotationKey.current.key,
    });
    setPrinting(false);
    if (result.ok) setQuotation(result.data);
    else setMessage(result.message);
  };

  return (
    <div className="configurator__actions">
      <button
        type="button"
        className="button button--primary button--wide"
        disabled={props.submitDisabled || adding}
        onClick={() => void submit()}
      >
        {adding ? 'ADDING…' : props.action.label}
      </button>
      <div className="configurator__secondary">
        <button
          type="button"
          className="button"
          disabled={props.secondaryDisabled}
          onClick={() => void addToCompare()}
        >
          Add to Compare
        </button>
        <button
          type="button"
          className="button"
          disabled={props.secondaryDisabled || printing}
          onClick={() => void printQuote()}
        >
          Print Quote
        </button>
      </div>
      <p className="configurator__status" role="status">
        {message}
      </p>
      <QuoteRequestOpener {...props} handle={quote} form="banner" />
      {/* Outside the quote form: a form inside a form would submit the wrong one. */}
      {hydrated && quotation
        ? createPortal(
            <Suspense fallback={null}>
              <QuotationDialog
                quotation={quotation}
                onClose={() => setQuotation(null)}
                onChange={setQuotation}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </div>
  );
}

/**
 * The QUOTE dialog of one form (the banner's, or a card page's PRICE tab), opened through
 * `handle`. A customer or a guest gets the dialog; anyone else signs in first and comes back to
 * this page with the dialog of the same form open and its choices restored (spec 001 §4,
 * ADR 0021).
 */
export function QuoteRequestOpener(props: QuoteRequestProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The dialog stays mounted (closed) once opened, as it did when it came with the page.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const kind = props.profile?.kind ?? 'anonymous';

  // Back from signing in with a pending quote request: this form's dialog opens again. The flag
  // is consumed (a reload or a shared link does not open it again); the page's other query
  // values (UTM, featured) and the PRICE tab's hash stay (ADR 0021).
  const reopen =
    params.get(QUOTE_OPEN_PARAM) === QUOTE_FORM_FLAGS[props.form] && kind !== 'anonymous';
  useEffect(() => {
    if (!reopen) return;
    const next = new URLSearchParams(params);
    next.delete(QUOTE_OPEN_PARAM);
    const search = next.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [reopen, params, navigate, location.pathname, location.hash]);
  const [reopened, setReopened] = useState(false);
  if (reopen && !reopened) {
    setReopened(true);
    setOpen(true);
  }

  const openSpecialProcessing = useSpecialProcessing();
  useImperativeHandle(props.handle, () => ({
    requestQuote() {
      // A special-processing cutting is quoted in its own form, which anyone may fill in (§5).
      if (props.specialProcessing && openSpecialProcessing) {
        openSpecialProcessing({
          from: {
            configuration: props.configured,
            quantity: props.quoteQuantity,
            featuredItemId: props.featuredItemId,
          },
        });
        return;
      }
      if (kind !== 'anonymous') {
        setOpen(true);
        return;
      }
      // The page's query stays, so the visit's UTM values still go with the request.
      const back = quoteReturnPath(location.pathname, location.search, props.form);
      props.rememberChoices();
      writeCookie(QUOTE_RETURN_COOKIE, back, 3600);
      void navigate(`/sign-in?return=${encodeURIComponent(back)}`);
    },
  }));

  // Outside the form: a form inside a form would submit the wrong one.
  return hydrated && used
    ? createPortal(
        <Suspense fallback={null}>
          <QuoteRequestDialog
            open={open}
            onClose={() => setOpen(false)}
            productName={props.productName}
            summary={props.details}
            configuration={props.configuration}
            featuredItemId={props.featuredItemId}
            quoteType={props.quoteType}
            quantity={props.quoteQuantity}
            visitor={{
              kind,
              firstName: props.profile?.firstName ?? '',
              lastName: props.profile?.lastName ?? '',
              email: props.profile?.email ?? '',
            }}
            utm={utmFrom(params)}
            onSignedIn={props.onSignedIn}
            renderSignIn={renderSignIn}
          />
        </Suspense>,
        document.body,
      )
    : null;
}

const renderSignIn: RenderSignIn = (slot) => (
  <Suspense fallback={null}>
    <SignInForm {...slot} />
  </Suspense>
);

/**
 * The product page's Special Processing form (issue 16): whatever opens it (REQUEST A QUOTE, an
 * explainer tab, the embossed-paper link) gets `useSpecialProcessing()`; the form is fetched
 * when first opened. `from` is the quote form's configuration, read when the form opens.
 */
export function SpecialProcessingProvider({
  from,
  profile,
  onSignedIn,
  children,
}: {
  from: SpecialProcessingOpening['from'];
  profile: VisitorProfile | null;
  onSignedIn(): void;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [opening, setOpening] = useState<SpecialProcessingOpening | null>(null);
  const [open, setOpen] = useState(false);
  // Read when the form opens, so the opener keeps one identity however the form changes.
  const latest = useRef(from);
  useEffect(() => {
    latest.current = from;
  });
  const openForm = useCallback<OpenSpecialProcessing>((given = {}) => {
    setOpening({ ...given, from: given.from ?? latest.current });
    setOpen(true);
  }, []);
  return (
    <SpecialProcessingContext value={openForm}>
      {children}
      {hydrated && opening
        ? createPortal(
            <Suspense fallback={null}>
              <SpecialProcessingDialog
                open={open}
                onClose={() => setOpen(false)}
                opening={opening}
                visitor={{
                  kind: profile?.kind ?? 'anonymous',
                  firstName: profile?.firstName ?? '',
                  lastName: profile?.lastName ?? '',
                  email: profile?.email ?? '',
                }}
                utm={utmFrom(params)}
                onSignedIn={onSignedIn}
                renderSignIn={renderSignIn}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </SpecialProcessingContext>
  );
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

function utmFrom(params: URLSearchParams) {
  const utm: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) utm[key] = value.slice(0, 200);
  }
  return utm;
}
