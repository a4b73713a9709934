import type { Catalog } from '@shop/domain/catalog-model';
import { applySpecialProcessingChange } from '@shop/domain/rules/special-processing-form';
import type {
  SpecialProcessingChange,
  SpecialProcessingFormState,
} from '@shop/domain/rules/special-processing-form';
import {
  specialProcessingNumericRefusals,
  specialProcessingSendVerdict,
} from '@shop/domain/rules/special-processing-verdict';
import { checkSpecialProcessingRequest } from '@shop/domain/special-processing-check';
import {
  specialProcessingFields,
  type SpecialProcessingContact,
} from '@shop/domain/special-processing-payload';
import { ATTACHMENTS_FIELD } from '@shop/shop/uploads/contract';
import { useEffect, useReducer, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { newIdempotencyKey, type ApiResult } from '~/lib/shop-api';
import { shopClient } from '~/lib/shop-client';
import type { QuoteRequestCreated } from '@shop/shop/quotes/contract';
import { isDisposableEmailRefusal } from './quote-form';
import { useEmailCheck } from './use-email-check';
import type { QuoteVisitor } from './use-quote-request';
import { reportConversion } from './conversion-event';

/** Spec 001 §9: the size is judged 200 ms after typing pauses. */
const SIZE_CHECK_DELAY_MS = 200;

/** The fields of the form a message can sit under, in the form's order (focus goes to the first). */
const FIELD_ORDER = [
  'firstname',
  'lastname',
  'email_address',
  'product_id',
  'cutting_id',
  'shape_id',
  'orientation_id',
  'cut_per_shape',
  'ea',
  'finishing_id',
  'premium_processing_id',
  'premium_coating_id',
  'adhesive_id',
  'color_id',
  'width',
  'height',
  'size_id',
  'quantity',
  'addons',
  'comment',
  ATTACHMENTS_FIELD,
] as const;

export interface SpecialProcessingRequestOptions {
  catalog: Catalog;
  first: SpecialProcessingFormState;
  visitor: QuoteVisitor;
  /** The remarks the form starts with (the embossed-paper link's "Single Color Printing"). */
  comment: string;
  utm: SpecialProcessingContact['utm'];
  onSignedIn(): void;
  /** The form (its fields take the focus when wrong) and the thank-you's heading (focused). */
  formRef: RefObject<HTMLFormElement | null>;
  thanksRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The Special Processing request's state and sending (spec 001 §4-§5, issue 16): the choices
 * through the domain's reducer, the person, remarks and files, the email rules shared with the
 * QUOTE dialog, and one request per opening. What is wrong is asked of the same check the server
 * runs on the request (checkSpecialProcessingRequest), so both say the same thing; the messages
 * show once Send Quote was pressed (the spec's "form" flag), the size's as soon as it is typed.
 */
export function useSpecialProcessingRequest({
  catalog,
  first,
  visitor,
  comment: firstComment,
  utm,
  onSignedIn,
  formRef,
  thanksRef,
}: SpecialProcessingRequestOptions) {
  const [state, dispatch] = useReducer(
    (current: SpecialProcessingFormState, change: SpecialProcessingChange) =>
      applySpecialProcessingChange(current, change, catalog),
    first,
  );
  const [person, setPerson] = useState({
    firstname: visitor.firstName,
    lastname: visitor.lastName,
    email_address: visitor.email,
  });
  const [comment, setComment] = useState(firstComment);
  const [files, setFiles] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [referenceNo, setReferenceNo] = useState<string | null>(null);
  // One key per opening: a double click, or a retry after a lost answer, sends one request.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // A second press before the button re-renders disabled sends nothing.
  const sendingNow = useRef(false);

  // A signed-in customer asks as the account (also after signing in from "Email Already
  // Registered!"): the email is the account's, shown read-only (spec 001 §2, §6).
  const { kind, firstName, lastName, email: accountEmail } = visitor;
  const account = kind === 'customer' ? [firstName, lastName, accountEmail].join('\n') : null;
  const [shownAccount, setShownAccount] = useState(account);
  if (account !== shownAccount) {
    // Adjusted while rendering (React's way for state that follows a prop), not in an effect.
    setShownAccount(account);
    if (account !== null) {
      setPerson({ firstname: firstName, lastname: lastName, email_address: accountEmail });
    }
  }

  const emailCheck = useEmailCheck({
    email: person.email_address,
    checks: kind !== 'customer',
    onSignedIn,
    clearEmail: () => {
      setPerson((current) => ({ ...current, email_address: '' }));
      focusField(formRef.current, 'email_address');
    },
  });

  const fields = specialProcessingFields(state, { ...person, comment, utm });
  const check = checkSpecialProcessingRequest(catalog, fields);
  const verdict = specialProcessingSendVerdict(catalog, state);
  const sizeTyped = state.values.width !== '' || state.values.height !== '';
  const sizeProblem = useSettled(verdict.sizeProblem, SIZE_CHECK_DELAY_MS);

  const problems: Record<string, string> = {};
  if (submitted && !check.ok) {
    for (const problem of check.problems) problems[problem.field] ??= problem.message;
  }
  for (const [field, message] of Object.entries(serverProblems)) problems[field] ??= message;
  // Text in a count that is not a whole number is refused at once, naming the field.
  for (const refusal of specialProcessingNumericRefusals(state)) {
    if (refusal.field === 'cut_per_shape' || refusal.field === 'ea')
      problems[refusal.field] ??= refusal.message;
  }
  if (emailCheck.message) problems.email_address = emailCheck.message;
  // The size flag shows as soon as a side is typed (it is why Send Quote is disabled).
  const sizeMessage = submitted || sizeTyped ? sizeProblem : null;

  const change = (next: SpecialProcessingChange) => {
    setServerProblems({});
    dispatch(next);
  };

  const send = async () => {
    setSubmitted(true);
    setFormError('');
    if (!check.ok) {
      const fields = check.problems.map((p) => p.field);
      // A problem on no field of the form (the page's own context) is said above Send Quote.
      if (!focusFirstProblem(formRef.current, fields)) setFormError(problemsText(check.problems));
      return;
    }
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    }
    for (const file of files) body.append(ATTACHMENTS_FIELD, file, file.name);
    let result: ApiResult<QuoteRequestCreated>;
    try {
      result = await shopClient.quotes.requestQuote(body, { idempotencyKey });
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
    if (result.ok) {
      reportConversion({
        email: fields.email_address as string,
        referenceNo: result.data.reference_no,
      });
      flushSync(() => setReferenceNo(result.data.reference_no));
      thanksRef.current?.focus();
      return;
    }
    if (isDisposableEmailRefusal(result.status, result.details)) {
      emailCheck.refuse('disposable', person.email_address);
      focusField(formRef.current, 'email_address');
      return;
    }
    // A 409 without the field is a repeat still in flight, not a registered email.
    if (result.status === 409 && 'email_address' in result.fields) {
      emailCheck.refuse('registered', person.email_address);
      focusField(formRef.current, 'email_address');
      return;
    }
    const named = fileMessages(result.details) ?? result.fields;
    if (result.status >= 400 && result.status < 500 && Object.keys(named).length > 0) {
      setServerProblems(named);
      if (focusFirstProblem(formRef.current, Object.keys(named))) return;
    }
    setFormError(result.message);
  };

  return {
    state,
    change,
    person,
    setPerson: (field: keyof typeof person, value: string) => {
      if (field === 'email_address') emailCheck.clear();
      setServerProblems(({ [field]: _, ...rest }) => rest);
      setPerson((current) => ({ ...current, [field]: value }));
    },
    /** A signed-in customer asks as the account: name and email are shown, not typed. */
    emailReadOnly: kind === 'customer',
    comment,
    setComment,
    files,
    setFiles: (next: File[]) => {
      setServerProblems(({ [ATTACHMENTS_FIELD]: _, ...rest }) => rest);
      setFiles(next);
    },
    problems,
    sizeMessage,
    /** Spec 001 §5: disabled while sending, for a registered email, a size flag, no choice. */
    canSend: verdict.canSend && !sending && emailCheck.refusal !== 'registered',
    /** What still keeps Send Quote disabled, said under it (null: nothing). */
    sendHint: sendHint(verdict.sizeProblem !== null, verdict.hasChoice),
    sending,
    formError,
    referenceNo,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void send();
    },
    emailCheck,
  };
}

export type SpecialProcessingRequest = ReturnType<typeof useSpecialProcessingRequest>;

function sendHint(sizeFlagged: boolean, hasChoice: boolean): string | null {
  if (sizeFlagged && !hasChoice) return 'To send, enter a valid size and choose a special process.';
  if (sizeFlagged) return 'To send, enter a valid size.';
  if (!hasChoice) return 'To send, choose a special process (a special cutting or an option).';
  return null;
}

/** The value once it has stayed unchanged for `delayMs`; null while it is changing. */
function useSettled(value: string | null, delayMs: number): string | null {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled === value ? value : null;
}

/** A refused file's message, under the attachments, naming the file. */
function fileMessages(details: unknown): Record<string, string> | null {
  if (!Array.isArray(details)) return null;
  for (const item of details) {
    if (
      typeof item === 'object' &&
      item !== null &&
      'field' in item &&
      'file' in item &&
      'message' in item &&
      item.field === ATTACHMENTS_FIELD &&
      typeof item.file === 'string' &&
      typeof item.message === 'string'
    ) {
      return { [ATTACHMENTS_FIELD]: `${item.file}: ${item.message}` };
    }
  }
  return null;
}

/** Focuses the field's control; false when the form shows no such field. */
function focusField(form: HTMLFormElement | null, field: string): boolean {
  const control = form?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
  control?.focus();
  return control != null;
}

/** Focuses the first field (in the form's order) that has a problem and a control. */
function focusFirstProblem(form: HTMLFormElement | null, fields: readonly string[]): boolean {
  const ordered = [
    ...FIELD_ORDER.filter((field) => fields.includes(field)),
    ...fields.filter((field) => !(FIELD_ORDER as readonly string[]).includes(field)),
  ];
  return ordered.some((field) => focusField(form, field));
}

const problemsText = (problems: readonly { field: string; message: string }[]) =>
  problems.map((problem) => `${problem.field}: ${problem.message}`).join(' ');
