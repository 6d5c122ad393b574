import type { HttpError } from 'react-admin';
import { call } from '../../../dataProvider/client';

/** The public account calls of the e-mail links (no sign-in). */

const verifications = new Map<string, Promise<string>>();

/**
 * verifyEmail (the invitation link): answers the password-setup token. The link is single use,
 * so one page visit calls it once (React may run an effect twice in development).
 */
export function verifyEmail(userId: string, token: string): Promise<string> {
  const key = `${userId}/${token}`;
  let verification = verifications.get(key);
  if (!verification) {
    verification = call('verifyEmail', { params: { userId, token } }).then((answer) => answer.token);
    verifications.set(key, verification);
  }
  return verification;
}

/** resetPassword `{token, password}`: sets the password with a setup or reset token. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await call('resetPassword', { body: { token, password } });
}

/** requestPasswordReset (the e-mail in the query): answers the same message whether or not the e-mail is known. */
export async function forgotPassword(email: string): Promise<string> {
  return (await call('requestPasswordReset', { query: { email } })).message;
}

/** The form's field errors of a failed call, or undefined when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return (error as HttpError)?.body?.errors ?? undefined;
}
