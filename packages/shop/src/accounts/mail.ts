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
