import { formatCount } from '@shop/domain/configuration-summary';
import type { PricingResponse, PricingRow } from '@shop/domain/pricing-response';
import { Money } from '~/ui/money';

interface PriceListProps {
  pricing: PricingResponse | null;
  quantities: number[];
  selectedQuantity: number | null;
  loading: boolean;
  failed: boolean;
}

/** Every quantity tier with its price; the chosen tier is highlighted. */
export function PriceList({
  pricing,
  quantities,
  selectedQuantity,
  loading,
  failed,
}: PriceListProps) {
  const rows: Array<PricingRow | { quantity: number }> =
    pricing && pricing.rows.length > 0
      ? pricing.rows
      : quantities.map((quantity) => ({ quantity }));
  return (
    <div className="price-list" aria-busy={loading}>
      <div className="price-list__status" role="status" aria-live="polite">
        {loading ? 'Updating prices…' : ''}
        {failed ? 'We could not load the price just now. Please try again in a moment.' : ''}
      </div>
      <table>
        <caption className="visually-hidden">Price by quantity</caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Each</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.quantity}
              className={row.quantity === selectedQuantity ? 'is-selected' : undefined}
              aria-current={row.quantity === selectedQuantity ? 'true' : undefined}
            >
              <td>{formatCount(row.quantity)}</td>
              <td>
                {'price' in row ? (
                  <>
                    {row.orig_price_cents === undefined ? null : (
                      <s className="price-list__orig">
                        <span className="visually-hidden">Was </span>
                        <Money cents={row.orig_price_cents} />
                      </s>
                    )}{' '}
                    <span className="price-list__price">
                      {row.orig_price_cents === undefined ? null : (
                        <span className="visually-hidden">now </span>
                      )}
                      <Money cents={row.price_cents} />
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td>{'price' in row ? <Money cents={row.price_cents} per={row.quantity} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
