import { zodResolver } from '@hookform/resolvers/zod';
import { addressSchema, labelLines, US_STATES, type AddressInput } from '@shop/domain/addresses';
import type { AddressView } from '@shop/shop/accounts/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showRefusal } from '~/lib/form-refusal';
import { shopClient } from '~/lib/shop-client';
import { FormAlert, FormStatus } from '~/ui/form-message';
import { TextField } from '~/ui/text-field';
import { useHydrated } from '~/ui/use-hydrated';
import './account.css';

const FIELDS = [
  'label',
  'name',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
] as const;

const EMPTY: AddressInput = {
  label: '',
  name: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  is_default: false,
};

/**
 * The address book of My account (issue 30): the addresses, each with Edit, Remove and "Make
 * default", and one form for adding or changing one, checked with the API's own schema.
 */
export function AddressBook({
  addresses,
  onChanged,
}: {
  addresses: AddressView[];
  /** After a change: the page reads the book again. */
  onChanged(): Promise<void>;
}) {
  const [editing, setEditing] = useState<AddressView | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const hydrated = useHydrated();

  const act = async (
    call: () => ReturnType<typeof shopClient.accounts.addresses.remove>,
  ): Promise<boolean> => {
    setStatus('');
    setFailure('');
    const result = await call();
    if (!result.ok) {
      setFailure(result.message);
      return false;
    }
    await onChanged();
    setStatus(result.data.message ?? '');
    return true;
  };

  return (
    <div className="address-book">
      {addresses.length === 0 ? <p>No addresses yet.</p> : null}
      <ul className="address-book__list">
        {addresses.map((address) => (
          <li key={address.id} className="address-card" data-testid="address">
            <p className="address-card__label">
              {address.label}
              {address.is_default ? <span className="address-card__default">Default</span> : null}
            </p>
            <address className="address-card__lines">
              {labelLines(address).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <div className="address-card__actions">
              <button
                type="button"
                className="link-button"
                disabled={!hydrated}
                onClick={() => setEditing(address)}
                aria-label={`Edit ${address.label}`}
              >
                Edit
              </button>
              {address.is_default ? null : (
                <button
                  type="button"
                  className="link-button"
                  disabled={!hydrated}
                  onClick={() => act(() => shopClient.accounts.addresses.makeDefault(address.id))}
                  aria-label={`Make ${address.label} the default`}
                >
                  Make default
                </button>
              )}
              <button
                type="button"
                className="link-button"
                disabled={!hydrated}
                onClick={() => act(() => shopClient.accounts.addresses.remove(address.id))}
                aria-label={`Remove ${address.label}`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <FormStatus>{status}</FormStatus>
      <FormAlert>{failure}</FormAlert>
      {editing === null ? (
        <button
          type="button"
          className="button"
          disabled={!hydrated}
          onClick={() => {
            setStatus('');
            setEditing('new');
          }}
        >
          Add an address
        </button>
      ) : (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={async (message) => {
            await onChanged();
            setEditing(null);
            setStatus(message);
          }}
        />
      )}
    </div>
  );
}

function AddressForm({
  address,
  onCancel,
  onSaved,
}: {
  /** The address to change; null adds one. */
  address: AddressView | null;
  onCancel(): void;
  onSaved(message: string): Promise<void>;
}) {
  const titleId = useId();
  const stateId = useId();
  const stateMessageId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput, unknown, z.output<typeof addressSchema>>({
    resolver: zodResolver(addressSchema),
    defaultValues: address ? { ...address, is_default: address.is_default } : EMPTY,
  });

  // Sent as checked here (the phone in E.164 form); the API checks it again.
  const send = handleSubmit(async (values) => {
    const result = address
      ? await shopClient.accounts.addresses.update(address.id, values)
      : await shopClient.accounts.addresses.add(values);
    if (!result.ok) {
      showRefusal(result, FIELDS, setError);
      return;
    }
    await onSaved(result.data.message ?? '');
  });

  return (
    <form className="address-form" noValidate onSubmit={send} aria-labelledby={titleId}>
      <h3 id={titleId}>{address ? `Edit ${address.label}` : 'New address'}</h3>
      <TextField
        label="Address Label"
        hint="Home, Office, ..."
        maxLength={50}
        error={errors.label?.message}
        {...register('label')}
      />
      <div className="address-form__pair">
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Company (optional)"
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
      </div>
      <TextField
        label="Address 1"
        autoComplete="address-line1"
        error={errors.address1?.message}
        {...register('address1')}
      />
      <TextField
        label="Address 2 (optional)"
        autoComplete="address-line2"
        error={errors.address2?.message}
        {...register('address2')}
      />
      <div className="address-form__place">
        <TextField
          label="City/Town"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <div className="field">
          <label htmlFor={stateId}>State</label>
          <select
            id={stateId}
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={stateMessageId}
            {...register('state')}
          >
            <option value="">Choose a state</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <p id={stateMessageId} className="field__message" aria-live="polite">
            {errors.state?.message}
          </p>
        </div>
        <TextField
          label="ZIP Code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          error={errors.zip?.message}
          {...register('zip')}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <label className="address-form__default">
        <input type="checkbox" {...register('is_default')} /> Use as my default address (it fills a
        new quotation&apos;s Bill To)
      </label>
      <FormAlert>{errors.root?.message}</FormAlert>
      <div className="address-form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {address ? 'Save address' : 'Add address'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
