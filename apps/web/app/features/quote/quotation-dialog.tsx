import { formatCount } from '@shop/domain/configuration-summary';
import { formatUsd } from '~/ui/format';
import { BILL_TO_MAX_LENGTH, billToSchema, type Quotation } from '@shop/shop/quotes/contract';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { newIdempotencyKey } from '~/lib/shop-api';
import { shopClient } from '~/lib/shop-client';
import { Dialog } from '~/ui/dialog';
import { FormAlert, FormStatus } from '~/ui/form-message';
import { TextAreaField, TextField } from '~/ui/text-field';
import { formatDiscount, formatIssueDate, isZeroAmount, quotationPdfUrl } from './quote-form';
import { OrderQuotation } from './order-quotation';
import './quote.css';

// Loaded with a quotation that has a design, not named in every product page's script.
const QuotationLettering = lazy(() =>
  import('./quotation-lettering').then((module) => ({ default: module.QuotationLettering })),
);

export interface QuotationDialogProps {
  /** The dialog is open while there is a quotation. */
  quotation: Quotation | null;
  onClose(): void;
  /** The quotation as saved, after its Bill To changed. */
  onChange(q: Quotation): void;
}

/**
 * The printable quotation (spec 001 §2 "Other modals", §3, §7): its lines and totals, a Bill To
 * the visitor may edit, and the PDF to print or download.
 */
export function QuotationDialog({ quotation, onClose, onChange }: QuotationDialogProps) {
  return (
    <Dialog
      open={quotation !== null}
      onClose={onClose}
      title="QUOTATION"
      className="quote-dialog quotation-dialog"
    >
      {quotation ? (
        <QuotationContent key={quotation.id} quotation={quotation} onChange={onChange} />
      ) : null}
    </Dialog>
  );
}

type BillTo = Pick<Quotation, 'company' | 'name' | 'address'>;
type BillToField = keyof BillTo;

/** The amounts taken off the subtotal, listed only when there is one. */
const DISCOUNTS = [
  ['point_discount', 'Point Discount'],
  ['coupon_discount', 'Coupon Discount'],
  ['promo_discount', 'Promo Discount'],
] as const;

const BILL_TO_FIELDS: readonly BillToField[] = ['company', 'name', 'address'];

function QuotationContent({
  quotation,
  onChange,
}: {
  quotation: Quotation;
  onChange(q: Quotation): void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<BillTo>(() => billTo(quotation));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<BillToField, string>>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const companyRef = useRef<HTMLInputElement>(null);

  const startEditing = () => {
    flushSync(() => {
      setDraft(billTo(quotation));
      setFieldErrors({});
      setFormError('');
      setSaved(false);
      setEditing(true);
    });
    companyRef.current?.focus();
  };

  const save = async () => {
    if (saving) return;
    setFormError('');
    const checked = billToSchema.safeParse(draft);
    if (!checked.success) {
      setFieldErrors(billToErrors(checked.error.issues));
      return;
    }
    setFieldErrors({});
    setSaving(true);
    const result = await shopClient.quotes.updateBillTo(quotation.id, checked.data, {
      idempotencyKey: newIdempotencyKey(),
    });
    setSaving(false);
    if (result.ok) {
      setEditing(false);
      setSaved(true);
      onChange(result.data);
      return;
    }
    const problems = Object.fromEntries(
      BILL_TO_FIELDS.filter((field) => field in result.fields).map((field) => [
        field,
        result.fields[field],
      ]),
    );
    if (Object.keys(problems).length > 0) setFieldErrors(problems);
    else setFormError(result.message);
  };

  const field = (name: BillToField) => ({
    value: draft[name],
    maxLength: BILL_TO_MAX_LENGTH[name],
    // The limit is shown, not only enforced (issue 27 item 4).
    hint: `Up to ${BILL_TO_MAX_LENGTH[name]} characters`,
    error: fieldErrors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  const hasPlace = quotation.company.trim() !== '' || quotation.address.trim() !== '';
  return (
    <div className="dialog__body">
      <dl className="quotation__meta">
        <div>
          <dt>Quotation No.</dt>
          <dd>{quotation.quotation_no}</dd>
        </div>
        <div>
          <dt>Issue Date</dt>
          <dd>
            <time dateTime={quotation.issue_date}>{formatIssueDate(quotation.issue_date)}</time>
          </dd>
        </div>
      </dl>

      <section className="quotation__bill-to" aria-labelledby={`${id}-bill-to`}>
        <div className="quotation__bill-to-header">
          <h3 id={`${id}-bill-to`}>Bill To</h3>
          {/* Save is this same button: leaving edit mode is what saves. */}
          <button
            type="button"
            className="button button--small"
            onClick={editing ? () => void save() : startEditing}
            disabled={saving}
            aria-busy={saving || undefined}
          >
            {editing ? 'Save' : 'Edit'}
          </button>
        </div>
        {editing ? (
          <div className="quotation__bill-to-fields">
            <TextField
              label="Company"
              ref={companyRef}
              type="text"
              autoComplete="organization"
              {...field('company')}
            />
            <TextField label="Name" type="text" autoComplete="name" {...field('name')} />
            <TextAreaField
              label="Address"
              rows={3}
              autoComplete="street-address"
              {...field('address')}
            />
          </div>
        ) : (
          <div className="quotation__bill-to-lines">
            {quotation.company ? <p>{quotation.company}</p> : null}
            {quotation.name ? <p>{quotation.name}</p> : null}
            {quotation.address ? <p className="quotation__address">{quotation.address}</p> : null}
            {hasPlace ? null : (
              <p className="quotation__placeholder">Add your company and address</p>
            )}
          </div>
        )}
        <FormAlert>{formError}</FormAlert>
        <FormStatus>{saved ? 'Saved' : ''}</FormStatus>
      </section>

      {quotation.lettering ? (
        <Suspense fallback={null}>
          <QuotationLettering
            lettering={quotation.lettering}
            headingId={`${id}-lettering`}
            paintId={`quotation-lettering-${quotation.id}`}
          />
        </Suspense>
      ) : null}

      <table className="quotation__table">
        <caption className="visually-hidden">Quotation {quotation.quotation_no}</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Qty</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {/* One line per kind (set): identical lines are expected, so the index is the key. */}
          {quotation.quotations.map((line, index) => (
            <tr key={index}>
              <td>{line.details}</td>
              <td>{formatCount(line.quantity)}</td>
              <td>{formatUsd(line.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Subtotal
            </th>
            <td>{formatUsd(quotation.sub_total)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Shipping
            </th>
            <td>
              {isZeroAmount(quotation.shipping_fee) ? 'Free' : formatUsd(quotation.shipping_fee)}
            </td>
          </tr>
          {DISCOUNTS.filter(([key]) => !isZeroAmount(quotation[key])).map(([key, label]) => (
            <tr key={key}>
              <th scope="row" colSpan={2}>
                {label}
              </th>
              <td>{formatDiscount(quotation[key])}</td>
            </tr>
          ))}
          <tr className="quotation__total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td>{formatUsd(quotation.total_price)}</td>
          </tr>
        </tfoot>
      </table>

      {/* The PDF is made from the saved quotation, so it waits until the Bill To is saved. */}
      {editing ? (
        <p className="quotation__hint">Save the Bill To to print or download the quotation.</p>
      ) : (
        <div className="quote-dialog__actions">
          <button
            type="button"
            className="button"
            onClick={() => window.open(quotationPdfUrl('preview', quotation), '_blank', 'noopener')}
          >
            Print
          </button>
          <a
            className="button button--primary"
            href={quotationPdfUrl('download', quotation)}
            download
          >
            Download
          </a>
          <OrderQuotation quotationNo={quotation.quotation_no} primary />
        </div>
      )}
    </div>
  );
}

const billTo = (quotation: Quotation): BillTo => ({
  company: quotation.company,
  name: quotation.name,
  address: quotation.address,
});

/** The first message of billToSchema for each field. */
function billToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<BillToField, string>> {
  const errors: Partial<Record<BillToField, string>> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if ((name === 'company' || name === 'name' || name === 'address') && !errors[name]) {
      errors[name] = issue.message;
    }
  }
  return errors;
}
