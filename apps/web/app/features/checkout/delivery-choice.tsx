import type { CheckoutReview } from '@shop/shop/orders/contract';
import type { UseFormRegister } from 'react-hook-form';
import { formatShortDay } from '~/ui/format';
import { Money } from '~/ui/money';
import type { CheckoutFormValues } from './checkout-values';

type DeliveryOption = CheckoutReview['delivery_options'][number];

/** Standard and Express side by side: price, dispatch date and delivery window (issue 31). */
export function DeliveryChoice({
  options,
  register,
}: {
  options: readonly DeliveryOption[];
  register: UseFormRegister<CheckoutFormValues>;
}) {
  return (
    <div className="delivery-choice">
      {options.map((option) => (
        <label
          key={option.method_id}
          className="delivery-choice__option"
          data-testid="delivery-option"
        >
          <input
            type="radio"
            value={String(option.method_id)}
            {...register('shipping_method_id')}
          />
          <span className="delivery-choice__name">{option.method}</span>
          <span className="delivery-choice__price">
            {option.free ? 'Free' : <Money cents={option.cost_cents} />}
          </span>
          <span className="delivery-choice__dates">
            Dispatched <strong>{formatShortDay(option.dispatch_date)}</strong>
            <br />
            Arrives {formatShortDay(option.delivery_from)} – {formatShortDay(option.delivery_to)}
          </span>
          <span className="delivery-choice__days">
            {option.printing_days} printing {option.printing_days === 1 ? 'day' : 'days'}
          </span>
        </label>
      ))}
    </div>
  );
}
