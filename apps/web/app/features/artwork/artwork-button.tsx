import { lazy, Suspense, useState } from 'react';
import { Dialog } from '~/ui/dialog';
import { useHydrated } from '~/ui/use-hydrated';

// The panel (and its styles) load with the first opening: no page pays for them up front.
const ArtworkPanel = lazy(() =>
  import('./artwork-panel').then((module) => ({ default: module.ArtworkPanel })),
);

/**
 * "Artwork" for a cart's or an order's line (issue 33): opens the artwork dialog, at once when
 * `openAtStart` (right after ADD TO CART). Closing it is "Upload later": nothing is lost.
 */
export function ArtworkButton({
  line,
  productName,
  linkKey,
  openAtStart = false,
  closeLabel = 'Close',
  onChanged,
  onClose,
}: {
  line: string;
  productName: string;
  linkKey?: string | null;
  openAtStart?: boolean;
  /** The footer's button: "Upload later" in the cart, "Close" on an order. */
  closeLabel?: string;
  onChanged?: () => void;
  onClose?: () => void;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(openAtStart);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        data-testid="artwork-button"
      >
        Artwork and proof
        <span className="visually-hidden"> for {productName}</span>
      </button>
      <Dialog open={open && hydrated} onClose={close} title={`Artwork: ${productName}`} size="wide">
        <div className="dialog__body">
          <Suspense fallback={<p aria-live="polite">Loading your artwork…</p>}>
            {open ? <ArtworkPanel line={line} linkKey={linkKey} onChanged={onChanged} /> : null}
          </Suspense>
          <p className="artwork__later">
            <button type="button" className="button" onClick={close}>
              {closeLabel}
            </button>
          </p>
        </div>
      </Dialog>
    </>
  );
}
