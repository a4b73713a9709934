import { ACCOUNT_CODE } from '@shop/domain/accounts';
import { hello, mailMessage } from '../common/mail-message';

/** The mail accounts send (issue 30), in the shop's one layout. */
export const ACCOUNT_MAIL = {
  /** Sign-up and "resend email verification". */
  verifyEmail: (to: string, firstName: string, code: string) =>
    mailMessage(to, `Your Peel & Press verification code: ${code}`, hello(firstName), [
      { text: 'Enter this code to verify your email address:' },
      { code },
      {
        text: `It is valid for ${ACCOUNT_CODE.validMinutes} minutes. If you did not create an account, you can ignore this message.`,
      },
    ]),

  /** A change of email: the code goes to the new address. */
  confirmNewEmail: (to: string, firstName: string, code: string) =>
    mailMessage(to, `Your Peel & Press code to confirm this address: ${code}`, hello(firstName), [
      { text: 'Enter this code in My account to make this your email address:' },
      { code },
      {
        text: `It is valid for ${ACCOUNT_CODE.validMinutes} minutes. If you did not ask for this, you can ignore this message.`,
      },
    ]),

  /** A change of email: the old address is told. */
  emailChanged: (to: string, firstName: string, newEmail: string) =>
    mailMessage(to, 'Your Peel & Press email address was changed', hello(firstName), [
      { text: `The email address of your account is now ${newEmail}.` },
      {
        text: 'If you did not make this change, write to us at once from Contact us: we will lock the account.',
      },
    ]),

  /** The last message to an account's address. */
  accountDeleted: (to: string, firstName: string) =>
    mailMessage(to, 'Your Peel & Press account has been deleted', hello(firstName), [
      { text: 'Your account and its addresses have been deleted, as you asked.' },
      {
        text: 'Orders, quotations and quote requests stay in our records without your name, email or address (a paid order keeps its billing name and address), as our accounts require. Thank you for printing with us.',
      },
    ]),

  /** "Forgot your password?" */
  resetPassword: (to: string, firstName: string, code: string) =>
    mailMessage(to, `Your Peel & Press password reset code: ${code}`, hello(firstName), [
      { text: 'Enter this code to choose a new password:' },
      { code },
      {
        text: `It is valid for ${ACCOUNT_CODE.validMinutes} minutes. If you did not ask to reset your password, you can ignore this message: your password stays as it is.`,
      },
    ]),
};
