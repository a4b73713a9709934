import type { Catalog } from '@shop/domain/catalog-model';
import type { SpecialProcessingFormState } from '@shop/domain/rules/special-processing-form';
import {
  initSpecialProcessingForm,
  specialProcessingStartFrom,
} from '@shop/domain/rules/special-processing-start';
import { catalogFromSpecialProcessing } from '@shop/domain/special-processing-catalog';
import type { SpecialProcessingContact } from '@shop/domain/special-processing-payload';
import { QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { useEffect, useRef, useState } from 'react';
import { shopClient } from '~/lib/shop-client';
import { Dialog } from '~/ui/dialog';
import { RegisteredEmailDialog, type RenderSignIn } from './registered-email-dialog';
import type { QuoteVisitor } from './use-quote-request';
import type { SpecialProcessingOpening } from './special-processing-opener';
import { QuoteThanks } from './quote-thanks';
import { SpecialProcessingForm } from './special-processing-form';
import { useSpecialProcessingRequest } from './use-special-processing-request';
import './special-processing.css';

export interface SpecialProcessingDialogProps {
  open: boolean;
  onClose(): void;
  opening: SpecialProcessingOpening;
  visitor: QuoteVisitor;
  utm: SpecialProcessingContact['utm'];
  onSignedIn(): void;
  renderSignIn: RenderSignIn;
}

/**
 * The Special Processing dialog (spec 001 §2): the form, then the thank-you. Each opening mounts
 * a fresh form (closing resets everything); the form's catalog is fetched once per page visit.
 */
export function SpecialProcessingDialog(props: SpecialProcessingDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title="Special Processing"
      className="sp-dialog"
      size="wide"
    >
      <SpecialProcessingContent {...props} />
    </Dialog>
  );
}

let formCatalog: Promise<Catalog | null> | null = null;

/** The form's catalog, fetched the first time the form opens; a failure is tried again later. */
function loadFormCatalog(): Promise<Catalog | null> {
  formCatalog ??= shopClient.catalog.specialProcessingForm().then((result) => {
    if (result.ok) return catalogFromSpecialProcessing(result.data);
    console.error('Special Processing form catalog failed', result.status, result.message);
    formCatalog = null;
    return null;
  });
  return formCatalog;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; catalog: Catalog; first: SpecialProcessingFormState | null };

function SpecialProcessingContent(props: SpecialProcessingDialogProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { opening } = props;
  useEffect(() => {
    let current = true;
    void loadFormCatalog().then((catalog) => {
      if (!current) return;
      if (!catalog) {
        setLoaded({ status: 'failed' });
        return;
      }
      // Where the form starts: what the visitor had configured, the opener's preset over it.
      const { configuration, quantity, featuredItemId } = opening.from;
      const first = initSpecialProcessingForm(catalog, {
        ...specialProcessingStartFrom(configuration, quantity, featuredItemId),
        ...opening.preset,
      });
      setLoaded({ status: 'ready', catalog, first });
    });
    return () => {
      current = false;
    };
  }, [attempt, opening]);

  if (loaded.status === 'loading') {
    return (
      <div className="dialog__body">
        <p className="sp-dialog__loading" role="status">
          Loading the form…
        </p>
      </div>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div className="dialog__body">
        <p role="alert">We could not load the form. Check your connection and try again.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoaded({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!loaded.first) {
    return (
      <div className="dialog__body">
        <p role="alert">Special Processing requests are not available right now.</p>
      </div>
    );
  }
  return <RequestView {...props} catalog={loaded.catalog} first={loaded.first} />;
}

function RequestView({
  catalog,
  first,
  opening,
  visitor,
  utm,
  onSignedIn,
  onClose,
  renderSignIn,
}: SpecialProcessingDialogProps & { catalog: Catalog; first: SpecialProcessingFormState }) {
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const request = useSpecialProcessingRequest({
    catalog,
    first,
    visitor,
    comment: opening.comment ?? '',
    utm,
    onSignedIn,
    formRef,
    thanksRef,
  });
  return (
    <>
      <div className="dialog__body">
        {request.referenceNo !== null ? (
          <QuoteThanks referenceNo={request.referenceNo} headingRef={thanksRef} onClose={onClose}>
            <p>Thank you for your quote request.</p>
            <p>{QUOTE_FORM_MESSAGES.respondShortly}</p>
            <p>Please wait for a while.</p>
          </QuoteThanks>
        ) : (
          <SpecialProcessingForm request={request} formRef={formRef} note={opening.note ?? null} />
        )}
      </div>
      <RegisteredEmailDialog
        signIn={request.emailCheck.signIn}
        onSignedIn={request.emailCheck.markSignedIn}
        onDismiss={request.emailCheck.dismissSignIn}
        renderSignIn={renderSignIn}
      />
    </>
  );
}
