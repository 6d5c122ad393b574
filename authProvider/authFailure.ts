import { ErrorCode } from '../contract/errorCodes';
import { readLoginRecord } from './loginRecord';

/** What the authProvider rejects with while nobody is signed in: react-admin goes to the login page, saying nothing. */
export const notSignedIn = { redirectTo: '/login', message: false } as const;

/**
 * Whether a failed query failed for want of a session: the server's 401 or errorCode 113 (the session
 * is no longer valid), the authProvider's signed-out rejection, or any failure with no login record
 * stored. Asking again cannot change such an answer, so the console never retries it (src/queryClient.ts).
 */
export function isAuthFailure(error: unknown): boolean {
  if (!readLoginRecord()) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { status, body, redirectTo } = error as { status?: unknown; body?: { errorCode?: unknown }; redirectTo?: unknown };
  return status === 401 || body?.errorCode === ErrorCode.SESSION_INVALID || redirectTo !== undefined;
}
