import type { QueryClient } from '@tanstack/react-query';
import type { LoginRecord } from '../contract/auth';

/**
 * react-admin asks the authProvider, through queries of its own, whether someone is signed in (the
 * admin's routes, and again every list, edit, show and create controller) and in which role (the
 * resources it registers). Both answers come from the login record in this tab's storage
 * (authProvider/index.ts), which changes only on sign-in and sign-out, and signing out reloads the page.
 *
 * - Whether signed in stays fresh once answered: with react-admin's default (stale at once), each
 *   controller mounting asked again, and every component reading the answer, from the routes down
 *   to the whole layout, rendered again while it did. A signed-out answer (no data) is still asked
 *   again on the next mount, so signing in takes effect.
 * - Signed in at start-up, both are answered before the first render, as the authProvider would a
 *   microtask later: the console renders its layout at once, not a loading page then the layout again
 *   for each answer.
 *
 * The keys are react-admin's (useAuthState, usePermissions; test/unit/authQueries.test.tsx checks them).
 */
export function answerAuthQueries(queryClient: QueryClient, record: LoginRecord | undefined): void {
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
  if (!record) return;
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  queryClient.setQueryData(['auth', 'getPermissions', {}], record.role);
}
