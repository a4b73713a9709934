import { QUOTE_FORM_MESSAGES } from '@shop/domain/accounts';
import type { ReactNode, RefObject } from 'react';
import './quote.css';

/**
 * The thank-you of a sent quote request (spec 001 §2), the QUOTE dialog's and the Special
 * Processing form's: its heading takes the focus, then the dialog's own lines and the reference.
 */
export function QuoteThanks({
  referenceNo,
  headingRef,
  onClose,
  children,
}: {
  referenceNo: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose(): void;
  /** The lines under the heading. */
  children: ReactNode;
}) {
  return (
    <div className="quote-dialog__thanks">
      <h3 className="quote-dialog__thanks-title" tabIndex={-1} ref={headingRef}>
        {QUOTE_FORM_MESSAGES.sent}
      </h3>
      {children}
      <p className="quote-dialog__reference">Reference: {referenceNo}</p>
      <button type="button" className="button button--primary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}
