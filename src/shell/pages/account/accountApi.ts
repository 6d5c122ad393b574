import type { HttpError } from 'react-admin';
import { ErrorCode } from '../../../../contract/errorCodes';
import { call } from '../../../../dataProvider/client';

/** The public account calls of the e-mail links (no sign-in). */

const verifications = new Map<string, Promise<string>>();

/**
 * verifyEmail (the invitation link): answers the password-setup token. The link is single use,
 * so one page visit calls it once (React may run an effect twice in development); only a call
 * under way is shared: a later visit asks the server again, which says whether the link was
 * used meanwhile, rather than showing the form of a token spent since.
 */
export function verifyEmail(userId: string, token: string): Promise<string> {
  const key = `${userId}/${token}`;
  let verification = verifications.get(key);
  if (!verification) {
    verification = call('verifyEmail', { params: { userId, token } }).then((answer) => answer.token);
    verifications.set(key, verification);
    const settled = () => verifications.delete(key);
    verification.then(settled, settled);
  }
  return verification;
}

/**
 * Tokens this tab has spent. The server cannot be asked about a reset token without spending
 * it, so a reset link opened again in the same tab is known to be used from here.
 */
const spentTokens = new Set<string>();

/** Whether this tab has set a password with `token` already. */
export const wasSpent = (token: string) => spentTokens.has(token);

/** resetPassword `{token, password}`: sets the password with a setup or reset token. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await call('resetPassword', { body: { token, password } });
  spentTokens.add(token);
}

/** requestPasswordReset (the e-mail in the query): answers the same message whether or not the e-mail is known. */
export async function forgotPassword(email: string): Promise<string> {
  return (await call('requestPasswordReset', { query: { email } })).message;
}

/** Whether a call failed because its e-mailed link (or the token it gave) is expired, used or unknown. */
export function isLinkInvalid(error: unknown): boolean {
  return (error as HttpError)?.body?.errorCode === ErrorCode.LINK_INVALID;
}

/** The form's field errors of a failed call, or undefined when it has none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return (error as HttpError)?.body?.errors ?? undefined;
}
