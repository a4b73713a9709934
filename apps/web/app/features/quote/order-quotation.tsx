import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { newIdempotencyKey } from '~/lib/shop-api';
import { shopClient } from '~/lib/shop-client';
import { useHydrated } from '~/ui/use-hydrated';
import './order-quotation.css';

/**
 * "Order this quotation" (issue 32): its items go into the cart at the quoted price while it is
 * valid (today's prices once expired), saying which, with the way to the cart. One the
 * shop cannot order from (no configuration) offers "Ask us to renew this quotation" instead,
 * which files a quote request.
 */
export function OrderQuotation({
  quotationNo,
  primary = false,
}: {
  quotationNo: string;
  primary?: boolean;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; renewable: boolean } | null>(null);
  const [renewed, setRenewed] = useState<string | null>(null);
  const [inCart, setInCart] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const [renewKey] = useState(newIdempotencyKey);

  async function order() {
    setBusy(true);
    const result = await shopClient.quotations.order(quotationNo);
    setBusy(false);
    if (result.ok) {
      // At which price it went in is said before the cart: the quoted one, or today's.
      setInCart(result.data.message);
      await revalidator.revalidate();
      return;
    }
    setProblem({ message: result.message, renewable: result.code === 'QUOTATION_NOT_ORDERABLE' });
  }

  async function renew() {
    setBusy(true);
    const result = await shopClient.quotations.renew(quotationNo, { idempotencyKey: renewKey });
    setBusy(false);
    if (result.ok) setRenewed(result.data.reference_no);
    else setProblem({ message: result.message, renewable: false });
  }

  if (inCart) {
    return (
      <span className="order-quotation" role="status">
        <span className="order-quotation__done">{inCart}</span>
        <Link className="button button--primary" to="/cart">
          Go to your cart
        </Link>
      </span>
    );
  }
  if (renewed) {
    return (
      <p className="order-quotation__done" role="status">
        Your Quote Request has been sent! We will respond to you shortly (reference {renewed}).
      </p>
    );
  }
  return (
    <span className="order-quotation">
      {problem?.renewable ? (
        <button type="button" className="button" onClick={() => void renew()} disabled={busy}>
          Ask us to renew this quotation
        </button>
      ) : (
        <button
          type="button"
          className={primary ? 'button button--primary' : 'button button--small'}
          onClick={() => void order()}
          disabled={!hydrated || busy}
          aria-label={`Order quotation ${quotationNo}`}
        >
          Order
        </button>
      )}
      {problem ? (
        <span className="order-quotation__problem" role="alert">
          {problem.message}
        </span>
      ) : null}
    </span>
  );
}
