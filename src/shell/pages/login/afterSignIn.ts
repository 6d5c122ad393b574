/**
 * The router state react-admin's logout leaves on the way to /login (useLogout), which its useLogin
 * reads to go back to the address that was asked for.
 */
export interface LoginRedirectState {
  nextPathname?: string;
  nextSearch?: string;
}

/** Where sign-in goes when no address was asked for. */
export const defaultAfterSignIn = '/dashboard';

export const loginRedirectState = ({ pathname, search }: { pathname: string; search: string }): LoginRedirectState => ({
  nextPathname: pathname,
  nextSearch: search,
});

/**
 * Where sign-in goes on to: the console address that was asked for (the login route's state), or the
 * dashboard. Only one of the console's own hash routes: a path from its root, never a `//host` (the
 * router would read it as this console's, but a path is what it must be), nor the login page itself.
 */
export function afterSignInPath(state: unknown): string {
  const { nextPathname, nextSearch } = (state ?? {}) as Record<keyof LoginRedirectState, unknown>;
  if (typeof nextPathname !== 'string' || !/^\/(?![/\\])/.test(nextPathname) || nextPathname === '/login') {
    return defaultAfterSignIn;
  }
  const search = typeof nextSearch === 'string' && nextSearch.startsWith('?') ? nextSearch : '';
  return nextPathname + search;
}
