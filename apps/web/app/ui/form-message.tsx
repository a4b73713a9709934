import type { ReactNode } from 'react';
import './form-message.css';

/**
 * A form's own messages, below its fields: what went wrong with the whole form (an alert) and
 * what just succeeded (a status). Both are always in the page, so screen readers announce a new
 * message; empty, they take no room.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}

export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p className="form-status" role="status">
      {children}
    </p>
  );
}
