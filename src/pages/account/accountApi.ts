import type { HttpError } from 'react-admin';
import type { EmailVerificationResponse, ForgotPasswordResponse } from '../../../contract/passwords';
import { httpClient } from '../../../dataProvider/http';

/** The public account calls of the e-mail links (no sign-in). */

const verifications = new Map<string, Promise<string>>();

/**
 * `POST /auth/email-verification/{userId}/{token}`: answers the password-setup token. The link
 * is single use, so one page visit calls it once (React may run an effect twice in development).
 */
export function verifyEmail(userId: string, token: string): Promise<string> {
  const key = `${userId}/${token}`;
  let call = verifications.get(key);
  if (!call) {
    call = httpClient(`/auth/email-verification/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`, {
      method: 'POST',
    }).then(({ json }) => (json as EmailVerificationResponse).token);
    verifications.set(key, call);
  }
  return call;
}

/** `POST /auth/password/reset {token, password}`: sets the password with a setup or reset token. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await httpClient('/auth/password/reset', { method: 'POST', body: JSON.stringify({ token, password }) });
}

/** `POST /auth/users/password/forgot?email=`: answers the same message whether or not the e-mail is known. */
export async function forgotPassword(email: string): Promise<string> {
  const { json } = await httpClient(`/auth/users/password/forgot?email=${encodeURIComponent(email)}`, { method: 'POST' });
  return (json as ForgotPasswordResponse).message;
}

/** The form's field errors of a failed call, or undefined when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return (error as HttpError)?.body?.errors ?? undefined;
}
