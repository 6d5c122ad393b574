import type { ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { readLoginRecord } from '../../../../authProvider/loginRecord';
import { openPaths } from '../openPaths';
import { loginRedirectState } from './afterSignIn';

/**
 * Signed out (no login record), any address but the pages open to all goes straight to the login
 * page, carrying the address in react-admin's own login state (`nextPathname`), which the login page
 * goes on to after sign-in (./afterSignIn.ts).
 *
 * react-admin's own way, its routes' LogoutOnMount, logs out on the way: its logout clears the query
 * cache, so its routes ask again whether anyone is signed in and mount LogoutOnMount again, before the
 * navigation to /login commits; that loop kept the page blank for 15 to 18 s. The record is read
 * synchronously, so the shell need not ask (docs/architecture.md "Start-up").
 */
export function SignInFirst({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (readLoginRecord() || openPaths.some((path) => matchPath(path, location.pathname))) return children;
  return <Navigate to="/login" replace state={loginRedirectState(location)} />;
}
