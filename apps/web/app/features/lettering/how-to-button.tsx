import type { HowToTemplate } from '@shop/domain/product-content/lettering-notes';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';

// The guides, their text and drawings load when a link is first pressed, not with the page
// (ADR 0017: nothing opened on demand counts toward the first load).
const HowToDialog = lazy(() =>
  import('./how-to-dialog').then((module) => ({ default: module.HowToDialog })),
);

/** A link on a lettering panel that opens one how-to guide (the shared Dialog). */
export function HowToButton({ template, label }: { template: HowToTemplate; label: string }) {
  const [open, setOpen] = useState(false);
  // Mounted on the first press and kept (closed) afterwards, so a second opening is instant.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button lettering-notes__link"
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used
        ? createPortal(
            <Suspense fallback={null}>
              <HowToDialog template={template} open={open} onClose={() => setOpen(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
