import { QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { useId } from 'react';
import { Dialog } from '~/ui/dialog';
import { QuoteRequestForm } from './quote-request-form';
import { QuoteThanks } from './quote-thanks';
import { RegisteredEmailDialog, type RenderSignIn } from './registered-email-dialog';
import { useQuoteRequest, type QuoteVisitor } from './use-quote-request';
import './quote.css';

export interface QuoteRequestDialogProps {
  open: boolean;
  onClose(): void;
  productName: string;
  /** The configuration's lines, shown as the "description summary". */
  summary: string[];
  /** The pricing query string, sent as `configuration`. */
  configuration: string;
  featuredItemId: number;
  quoteType: 'Special Size' | 'Special Quantity' | 'Special Processing';
  /** null: the dialog asks for the quantity. */
  quantity: number | null;
  visitor: QuoteVisitor;
  utm: Partial<
    Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content', string>
  >;
  /** Called after a sign-in in the "Email Already Registered!" dialog; the parent revalidates. */
  onSignedIn(): void;
  /** The sign-in form for a registered email (features/accounts, composed by the route). */
  renderSignIn: RenderSignIn;
}

/**
 * The quote request dialog (spec 001 §2 "Quote modal", §4, §5): the visitor's name, email, the
 * quantity when the page does not know it, and a comment; sends one quote request per opening.
 */
export function QuoteRequestDialog(props: QuoteRequestDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="QUOTE" className="quote-dialog">
      <QuoteRequestContent {...props} />
    </Dialog>
  );
}

/** Mounted with each opening, so each opening starts with a fresh form and a fresh request. */
function QuoteRequestContent({
  onClose,
  productName,
  summary,
  configuration,
  featuredItemId,
  quoteType,
  quantity,
  visitor,
  utm,
  onSignedIn,
  renderSignIn,
}: QuoteRequestDialogProps) {
  const request = useQuoteRequest({
    configuration,
    featuredItemId,
    quoteType,
    quantity,
    utm,
    visitor,
    onSignedIn,
  });
  return (
    <>
      <div className="dialog__body">
        {request.referenceNo !== null ? (
          <QuoteThanks
            referenceNo={request.referenceNo}
            headingRef={request.thanksRef}
            onClose={onClose}
          >
            <p>{QUOTE_FORM_MESSAGES.respondShortly}</p>
            {visitor.kind === 'customer' ? null : (
              // Issue 30: an account with the same email collects this request once verified.
              <p>
                Follow it from any device:{' '}
                <a href="/sign-up?return=%2Faccount">create an account</a> with the same email.
              </p>
            )}
          </QuoteThanks>
        ) : (
          <>
            <ProductSummary productName={productName} summary={summary} />
            <QuoteRequestForm
              request={request}
              sender={
                visitor.kind === 'customer'
                  ? { name: `${visitor.firstName} ${visitor.lastName}`, email: visitor.email }
                  : null
              }
            />
          </>
        )}
      </div>
      <RegisteredEmailDialog
        signIn={request.signIn}
        onSignedIn={request.markSignedIn}
        onDismiss={request.dismissSignIn}
        renderSignIn={renderSignIn}
      />
    </>
  );
}

/** The product and its configuration, as the request will describe them. */
function ProductSummary({ productName, summary }: { productName: string; summary: string[] }) {
  const headingId = useId();
  return (
    <section className="quote-dialog__product" aria-labelledby={headingId}>
      <h3 className="quote-dialog__product-name" id={headingId}>
        {productName}
      </h3>
      {summary.length > 0 ? (
        <ul className="quote-dialog__summary">
          {summary.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
