import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { InfoButton } from './info-button';
import './toggletip.css';

interface ToggletipProps {
  /** The button's accessible name ("About quantities"); it shows an "i" only. */
  label: string;
  /** Phrasing content (it may sit in a legend): text, <strong>, <span className="toggletip__line">. */
  children: ReactNode;
}

/**
 * A tip the visitor asks for (a "toggletip"): an "i" button beside a field shows a short
 * explanation under the field's label row until the button is pressed again, Escape is pressed
 * (the focus stays on the button) or the focus or a click goes elsewhere. The text is put into a
 * status region as it opens, so a screen reader reads it out. Unlike the Sets tooltip (hover and
 * focus), it stays open while the visitor reads, and works the same with a finger.
 *
 * Place it in a `.field__label-row` (a positioned row): the bubble spans that row, so it never
 * leaves a phone's screen.
 */
export function Toggletip({ label, children }: ToggletipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !wrapper.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <span
      className="toggletip"
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Only the tip closes, not a dialog the form might be in.
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!(
          event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
        ))
          setOpen(false);
      }}
    >
      <InfoButton
        ref={button}
        label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      />
      <span id={id} role="status" className="toggletip__status">
        {open ? <span className="toggletip__bubble">{children}</span> : null}
      </span>
    </span>
  );
}
