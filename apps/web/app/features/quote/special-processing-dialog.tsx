import type { Catalog } from '@shop/domain/catalog-model';
import {
  initSpecialProcessingForm,
  specialProcessingStartFrom,
} from '@shop/domain/rules/special-processing-start';
import {
  catalogFromSpecialProcessing,
  type SpecialProcessingCatalog,
} from '@shop/domain/special-processing-catalog';
import type { SpecialProcessingContact } from '@shop/domain/special-processing-payload';
import { QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { callApi } from '~/lib/shop-api';
import { Dialog } from '~/ui/dialog';
import { RegisteredEmailDialog, type RenderSignIn } from './registered-email-dialog';
import type { QuoteVisitor } from './use-quote-request';
import type { SpecialProcessingOpening } from './special-processing-opener';
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
  formCatalog ??= callApi<SpecialProcessingCatalog>('GET', '/api/special-processing-form').then(
    (result) => {
      if (result.ok) return catalogFromSpecialProcessing(result.data);
      console.error('Special Processing form catalog failed', result.status, result.message);
      formCatalog = null;
      return null;
    },
  );
  return formCatalog;
}

function SpecialProcessingContent(props: SpecialProcessingDialogProps) {
  const [catalog, setCatalog] = useState<Catalog | null | 'loading'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void loadFormCatalog().then((loaded) => {
      if (current) setCatalog(loaded);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  if (catalog === 'loading') {
    return (
      <div className="dialog__body">
        <p className="sp-dialog__loading" role="status">
          Loading the form…
        </p>
      </div>
    );
  }
  if (catalog === null) {
    return (
      <div className="dialog__body">
        <p role="alert">We could not load the form. Check your connection and try again.</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setCatalog('loading');
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      </div>
    );
  }
  return <SpecialProcessingRequestView {...props} catalog={catalog} />;
}

function SpecialProcessingRequestView({
  catalog,
  opening,
  visitor,
  utm,
  onSignedIn,
  onClose,
  renderSignIn,
}: SpecialProcessingDialogProps & { catalog: Catalog }) {
  // Where the form starts: what the visitor had configured, with the opener's preset over it.
  const [first] = useState(() => {
    const { configuration, quantity, featuredItemId } = opening.from;
    return initSpecialProcessingForm(catalog, {
      ...specialProcessingStartFrom(configuration, quantity, featuredItemId),
      ...opening.preset,
    });
  });
  if (!first) {
    return (
      <div className="dialog__body">
        <p role="alert">Special Processing requests are not available right now.</p>
      </div>
    );
  }
  return (
    <RequestView
      catalog={catalog}
      first={first}
      opening={opening}
      visitor={visitor}
      utm={utm}
      onSignedIn={onSignedIn}
      onClose={onClose}
      renderSignIn={renderSignIn}
    />
  );
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
}: Omit<SpecialProcessingDialogProps, 'open'> & {
  catalog: Catalog;
  first: NonNullable<ReturnType<typeof initSpecialProcessingForm>>;
}) {
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
          <Thanks referenceNo={request.referenceNo} headingRef={thanksRef} onClose={onClose} />
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

/** Spec 001 §2: the thank-you screen; it takes the focus. */
function Thanks({
  referenceNo,
  headingRef,
  onClose,
}: {
  referenceNo: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose(): void;
}) {
  return (
    <div className="sp-dialog__thanks">
      <h3 className="sp-dialog__thanks-title" tabIndex={-1} ref={headingRef}>
        {QUOTE_FORM_MESSAGES.sent}
      </h3>
      <p>Thank you for your quote request.</p>
      <p>{QUOTE_FORM_MESSAGES.respondShortly}</p>
      <p>Please wait for a while.</p>
      <p className="sp-dialog__reference">Reference: {referenceNo}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
