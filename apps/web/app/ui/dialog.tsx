import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /**
   * The visitor closed it (Escape, the Close button, or the backdrop when `closeOnBackdrop`):
   * the parent sets `open` to false, or unmounts the dialog.
   */
  onClose(): void;
  /** The heading that names the dialog (its accessible name). */
  title: ReactNode;
  /** Extra classes for the feature's own look (body, content). */
  className?: string;
  /** 420, 560 (default) or 900 px wide at most. */
  size?: 'narrow' | 'medium' | 'wide';
  /** A click on the backdrop closes it too (a picture viewer; never a form, which would lose input). */
  closeOnBackdrop?: boolean;
  onKeyDown?(event: KeyboardEvent<HTMLDialogElement>): void;
  children: ReactNode;
}

/**
 * The one modal dialog: a native <dialog> opened with showModal(), which gives the focus trap,
 * the inert page behind it and Escape. A heading with a Close button names it; the page does not
 * scroll while it is open (dialog.css). The <dialog> itself is always rendered (closed, so empty,
 * in the server HTML); its contents mount with each opening, so each opening starts fresh. When it
 * opens, its first focusable element (the Close button) has the focus, unless the contents move it
 * in a useEffect of their own (those run after it opened); when it closes, or unmounts while open,
 * the focus goes back to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  className,
  size = 'medium',
  closeOnBackdrop = false,
  onKeyDown,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // A layout effect: the dialog is shown before the contents' own effects run, so a carousel
  // inside measures an open dialog, not a hidden one.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      // Closing lets the browser return the focus; an unmount while open would not, so make sure,
      // unless the parent has already put the focus somewhere of its choosing.
      if (dialog.open) dialog.close();
      const focused = document.activeElement;
      if (
        opener?.isConnected &&
        (!focused || focused === document.body || dialog.contains(focused))
      ) {
        opener.focus();
      }
    };
  }, [open]);

  const classes = ['dialog', size === 'medium' ? '' : `dialog--${size}`, className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={titleId}
      onClose={(event) => {
        // React passes a nested dialog's close up the tree; only this dialog's own counts, and
        // only when the parent still thinks it is open (not when the effect above closed it).
        if (event.target === event.currentTarget && open) onClose();
      }}
      onKeyDown={onKeyDown}
      // A click on the backdrop lands on the dialog itself; one inside it lands on its content.
      onClick={
        closeOnBackdrop
          ? (event) => {
              if (event.target === event.currentTarget) onClose();
            }
          : undefined
      }
    >
      {open ? (
        <>
          <div className="dialog__header">
            <h2 className="dialog__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
