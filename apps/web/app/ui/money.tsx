import { formatMoney, formatUnitPrice } from '@shop/domain/money';
import { parseMoney } from '@shop/domain/pricing';

type MoneyProps =
  /** An amount in integer cents; with `per`, a quantity, the unit price of that amount. */
  | { cents: number; per?: number }
  /** An API's decimal string ("1234.56", spec field shapes), read as cents at this edge. */
  | { decimal: string };

/**
 * Money as the shop prints it (docs/pricing.md): "$1,234.56", or a unit price by the domain's
 * unit-price rule ("$0.035"). Pages keep amounts in cents and hand them here; nothing else turns
 * money into text.
 */
export function Money(props: MoneyProps) {
  if ('decimal' in props) return <>{formatMoney(parseMoney(props.decimal))}</>;
  const { cents, per } = props;
  return <>{per === undefined ? formatMoney(cents) : formatUnitPrice(cents, per)}</>;
}
