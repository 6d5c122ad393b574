import { z } from 'zod';
import { passwordProblems } from './passwordRules';
import { codedIssue, codedText } from './apiMessages';

export { commonPasswords, passwordMaxLength, passwordMinLength, passwordProblems } from './passwordRules';

/**
 * A new password (the rules that need neither the e-mail nor the long list of common passwords,
 * which stays out of the console's shared chunks): the server then checks them all with
 * `newPasswordProblems(password, email)` (server/areas/accounts/passwordRules.ts).
 */
export const newPassword = z.string().superRefine((password, context) => {
  const [first] = passwordProblems(password);
  if (first) context.addIssue(codedIssue(first));
});

/** `POST /auth/password/reset`: a password-setup token (from an invitation) or a password-reset token. */
export const passwordResetRequest = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
  })
  .meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** `PUT /api/users/password/change`. */
export const passwordChangeRequest = z
  .object({
    currentPassword: z.string().min(1, codedText('password_current_empty')).max(200),
    newPassword,
  })
  .meta({ id: 'PasswordChangeRequest' });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

/** `POST /auth/email-verification/{userId}/{token}`: the single-use password-setup token (valid 1 hour). */
export const emailVerificationResponse = z
  .object({ token: z.string() })
  .meta({ id: 'EmailVerificationResponse' });
export type EmailVerificationResponse = z.infer<typeof emailVerificationResponse>;

/** The one answer of `POST /auth/users/password/forgot`, whether or not the e-mail is known. */
export const forgotPasswordMessage =
  'If this address belongs to a staff account, a link to reset the password is on its way.';

export const forgotPasswordResponse = z
  .object({ message: z.string() })
  .meta({ id: 'ForgotPasswordResponse' });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;
