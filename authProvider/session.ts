/** Logout and session expiry reload the page this long after going to /login. */
export const reloadDelayMs = 1000;

/**
 * Ends the session in the browser: clears all local storage, goes to the login page and
 * reloads after 1 s, so no state of the signed-out user survives in memory.
 */
export function endSession(): void {
  localStorage.clear();
  window.location.hash = '#/login';
  setTimeout(() => window.location.reload(), reloadDelayMs);
}
