import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiResult } from '~/lib/shop-api';
import { FormAlert } from '~/ui/form-message';

/**
 * A back-office page's moves (an order's steps, a design's proof): one at a time, then the page
 * is read again and what happened is said, since the move's own button may be gone; a refusal is
 * shown above the moves in the shop's words.
 */
export function useBackOfficeMove() {
  const revalidator = useRevalidator();
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  /** Shows a move's answer; true when it was taken. */
  const moved = async (result: ApiResult<unknown>, said: string) => {
    if (!result.ok) {
      setRefused(result.message);
      setDone('');
      return false;
    }
    setRefused(null);
    await revalidator.revalidate();
    setDone(said);
    return true;
  };

  /** Runs a move with the page's buttons held meanwhile. */
  const run = async (call: () => Promise<ApiResult<unknown>>, said: string) => {
    setBusy(true);
    try {
      return await moved(await call(), said);
    } finally {
      setBusy(false);
    }
  };

  /** The refusal and the spoken outcome, where the page's moves are. */
  const outcome = (
    <>
      {refused ? <FormAlert>{refused}</FormAlert> : null}
      <p role="status" className="back-office__done">
        {done}
      </p>
    </>
  );

  return { busy, moved, run, outcome };
}
