import { formatCount } from '@shop/domain/configuration-summary';
import type { PricingResponse } from '@shop/domain/pricing-response';
import { unpricedNotice, type SubmitAction } from '@shop/domain/rules/submit-action';
import { Money } from '~/ui/money';
import './page-sections.css';

/** Every tier of the current configuration: quantity, price, unit price, list price struck. */
export function PriceTable({
  pricing,
  action,
  selectedQuantity,
  kinds,
  form = 'quote-form',
}: {
  pricing: PricingResponse | null;
  /** The form's button decision: the line without prices speaks of it in its words. */
  action: SubmitAction;
  selectedQuantity: number | null;
  kinds: number;
  /** Whose table it is: the line without prices speaks of that form's way to a quote. */
  form?: 'quote-form' | 'price-tab';
}) {
  if (!pricing || pricing.rows.length === 0) {
    return <p className="price-table__empty">{unpricedNotice(action, form)}</p>;
  }
  return (
    <div className="table-scroll" role="region" aria-label="Price table" tabIndex={0}>
      <table className="price-table">
        <caption>
          Prices for the current choices{kinds > 1 ? `, per set (${kinds} sets ordered)` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Unit price</th>
            <th scope="col">List price</th>
          </tr>
        </thead>
        <tbody>
          {pricing.rows.map((row) => (
            <tr
              key={row.quantity}
              aria-current={row.quantity === selectedQuantity ? 'true' : undefined}
            >
              <th scope="row">{formatCount(row.quantity)}</th>
              <td>
                <Money cents={row.price_cents} />
              </td>
              <td>
                <Money cents={row.price_cents} per={row.quantity} />
              </td>
              <td>
                {row.orig_price_cents === undefined ? (
                  '—'
                ) : (
                  <s>
                    <Money cents={row.orig_price_cents} />
                  </s>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
