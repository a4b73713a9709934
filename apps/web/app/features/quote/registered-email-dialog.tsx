import type { ReactNode } from 'react';
import { Dialog } from '~/ui/dialog';
import type { SignIn } from './use-quote-request';

/** What the quote dialog hands the sign-in form it shows (features/accounts' SignInForm). */
export interface SignInSlot {
  /** The registered email typed in the quote form: only the password is asked for. */
  email: string;
  /** The password field takes the focus when the dialog opens. */
  autoFocus: true;
  /** The form's layout in this dialog. */
  className: string;
  submitLabel: string;
  onSignedIn(): void;
  onCancel(): void;
}

export type RenderSignIn = (slot: SignInSlot) => ReactNode;

interface RegisteredEmailDialogProps {
  signIn: SignIn;
  onSignedIn(): void;
  /** Close, Cancel or Escape. */
  onDismiss(): void;
  renderSignIn: RenderSignIn;
}

/**
 * "Email Already Registered!" (spec 001 §5): the visitor may sign in with the email typed in the
 * quote form. The form itself is the shop's one sign-in form, given by the route.
 */
export function RegisteredEmailDialog({
  signIn,
  onSignedIn,
  onDismiss,
  renderSignIn,
}: RegisteredEmailDialogProps) {
  return (
    <Dialog
      open={signIn !== null}
      onClose={onDismiss}
      title="Email Already Registered!"
      size="narrow"
      className="quote-dialog"
    >
      {signIn ? (
        <div className="dialog__body">
          <p>
            <strong className="quote-dialog__email">{signIn.email}</strong> belongs to an account.
            Sign in to send your quote request.
          </p>
          {renderSignIn({
            email: signIn.email,
            autoFocus: true,
            className: 'quote-dialog__form',
            submitLabel: 'Sign In',
            onSignedIn,
            onCancel: onDismiss,
          })}
        </div>
      ) : null}
    </Dialog>
  );
}
