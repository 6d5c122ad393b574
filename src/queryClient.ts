import { QueryClient } from '@tanstack/react-query';
import { isAuthFailure } from '../authProvider/authFailure';
import { earlyPageStaleTime } from '../dataProvider/earlyPages';

/** TanStack Query's default: a failed query is tried three more times, with its back-off, before it fails. */
const maxRetries = 3;

/**
 * The console's query cache, made before the first render so that the entry can start the queries
 * every screen needs (src/shell/main.tsx) while the shell loads; react-admin's own would be made with it.
 *
 * A query failing for want of a session (signed out, expired, revoked) is not retried: asking again
 * cannot sign anyone in, and the default back-off would keep the sign-in form waiting. A list's page
 * fetched before its list rendered stays fresh for the list that mounts on it (dataProvider/earlyPages.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: (failureCount, error) => failureCount < maxRetries && !isAuthFailure(error), staleTime: earlyPageStaleTime },
  },
});
