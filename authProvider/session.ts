/** Logout and session expiry reload the page this long after going to /login. */
export const reloadDelayMs = 1000;

/**
 * How a session ends in the browser: the server no longer accepts it (errorCode 113: expired,
 * revoked elsewhere, the user blocked), or the user signed out.
 */
export type SessionEnd = 'invalid' | 'signedOut';

/**
 * Set when the server ended the session, so that the login page, after the reload that clears
 * local storage and memory, can say why the user is there. Session storage survives the reload
 * and stays in this tab.
 */
const endedKey = 'session-ended';
let endedNotice: boolean | undefined;

/**
 * Ends the session in the browser: clears all local storage, goes to the login page and
 * reloads after 1 s, so no state of the signed-out user survives in memory (spec section 4).
 */
export function endSession(how: SessionEnd = 'invalid'): void {
  localStorage.clear();
  if (how === 'invalid') {
    endedNotice = true;
    try {
      sessionStorage.setItem(endedKey, '1');
    } catch {
      // Storage refused (private mode quotas): the page only misses its word on why.
    }
  }
  window.location.hash = '#/login';
  setTimeout(() => window.location.reload(), reloadDelayMs);
}

/**
 * Whether this page load follows a session the server ended: read once per load (and taken out
 * of session storage), so a later load of the login page says nothing of it.
 */
export function sessionEndedByServer(): boolean {
  if (endedNotice === undefined) {
    try {
      endedNotice = sessionStorage.getItem(endedKey) !== null;
      sessionStorage.removeItem(endedKey);
    } catch {
      endedNotice = false;
    }
  }
  return endedNotice;
}

/** The notice has served: the user signs in again. */
export function dismissSessionEnded(): void {
  endedNotice = false;
}
