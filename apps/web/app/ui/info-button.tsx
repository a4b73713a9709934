import type { ComponentProps } from 'react';
import './info-button.css';

/**
 * The round "i" button that opens help beside a field: a tip (ui/toggletip.tsx) or a help dialog.
 * Its name says what it explains ("About roll stickers"); the "i" itself is not read out.
 */
export function InfoButton({
  label,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'children' | 'type' | 'aria-label'> & { label: string }) {
  return (
    <button
      type="button"
      {...props}
      className={className ? `info-button ${className}` : 'info-button'}
      aria-label={label}
    >
      <span aria-hidden="true">i</span>
    </button>
  );
}
