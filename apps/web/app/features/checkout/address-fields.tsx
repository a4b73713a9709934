import { US_STATES } from '@shop/domain/addresses';
import { NAME_MAX_LENGTH } from '@shop/domain/accounts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '~/ui/text-field';
import type { CheckoutFormValues } from './checkout-values';

/**
 * One address of the checkout: name, street, city, state, ZIP and phone, with the browser's
 * autofill sections so a saved address fills it in one tap (Baymard: as few fields as possible).
 */
export function AddressFields({
  side,
  register,
  errors,
}: {
  side: 'shipping' | 'billing';
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}) {
  const problem = errors[side];
  const auto = (token: string) => `section-${side} ${side} ${token}`;
  return (
    <div className="checkout-address">
      <TextField
        label="Full name"
        autoComplete={auto('name')}
        maxLength={NAME_MAX_LENGTH}
        error={problem?.name?.message}
        {...register(`${side}.name`)}
      />
      <TextField
        label="Company (optional)"
        autoComplete={auto('organization')}
        maxLength={200}
        error={problem?.company?.message}
        {...register(`${side}.company`)}
      />
      <TextField
        label="Street address"
        autoComplete={auto('address-line1')}
        maxLength={200}
        error={problem?.address1?.message}
        {...register(`${side}.address1`)}
      />
      <TextField
        label="Apartment, suite, unit (optional)"
        autoComplete={auto('address-line2')}
        maxLength={200}
        error={problem?.address2?.message}
        {...register(`${side}.address2`)}
      />
      <div className="checkout-address__place">
        <TextField
          label="City"
          autoComplete={auto('address-level2')}
          maxLength={100}
          error={problem?.city?.message}
          {...register(`${side}.city`)}
        />
        <StateField side={side} register={register} error={problem?.state?.message} />
        <TextField
          label="ZIP code"
          autoComplete={auto('postal-code')}
          inputMode="numeric"
          maxLength={10}
          error={problem?.zip?.message}
          {...register(`${side}.zip`)}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete={auto('tel')}
        maxLength={30}
        hint="For the carrier, if they need to reach you."
        error={problem?.phone?.message}
        {...register(`${side}.phone`)}
      />
    </div>
  );
}

function StateField({
  side,
  register,
  error,
}: {
  side: 'shipping' | 'billing';
  register: UseFormRegister<CheckoutFormValues>;
  error: string | undefined;
}) {
  const id = `${side}-state`;
  return (
    <div className="field">
      <label htmlFor={id}>State</label>
      <select
        id={id}
        autoComplete={`section-${side} ${side} address-level1`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        {...register(`${side}.state`)}
      >
        <option value="">Choose…</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <p className="field__message" id={`${id}-message`} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
