import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { AuthContext, type AuthProvider, useAuthenticated, useAuthState, usePermissions } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { answerAuthQueries } from '../../authProvider/authQueries';
import type { LoginRecord } from '../../contract/auth';
import { AdminRole } from '../../contract/enums';

const record: LoginRecord = { id: 2, role: AdminRole.ADMIN, access_token: 'token' };

// An authProvider that never answers: whatever the hooks show at the first render came from the cache.
const pending = () => new Promise<never>(() => undefined);
const silentAuthProvider: AuthProvider = {
  login: pending,
  logout: pending,
  checkAuth: pending,
  checkError: pending,
  getPermissions: pending,
};

/** react-admin's own hooks, as its routes (useAuthState), its controllers (useAuthenticated) and its resources (usePermissions) call them. */
function Probe() {
  const routes = useAuthState();
  const controller = useAuthenticated();
  const { permissions, isPending } = usePermissions();
  return <>{JSON.stringify({ routes: [routes.isPending, routes.authenticated ?? null], controller: controller.isPending, permissions: [isPending, permissions ?? null] })}</>;
}

function firstRender(queryClient: QueryClient) {
  const html = renderToString(
    <MemoryRouter>
      <AuthContext.Provider value={silentAuthProvider}>
        <QueryClientProvider client={queryClient}>
          <Probe />
        </QueryClientProvider>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  return JSON.parse(html.replaceAll('&quot;', '"')) as unknown;
}

describe("react-admin's auth queries, answered from the login record", () => {
  test('signed in, the first render knows the user is signed in and the role, and the answer stays fresh', () => {
    const queryClient = new QueryClient();
    answerAuthQueries(queryClient, record);
    expect(firstRender(queryClient)).toEqual({ routes: [false, true], controller: false, permissions: [false, AdminRole.ADMIN] });
    // A controller mounting later does not ask again (and re-render everything reading the answer).
    expect(new QueryObserver(queryClient, { queryKey: ['auth', 'checkAuth', {}] }).getCurrentResult().isStale).toBe(false);
  });

  test('signed out, nothing is answered, so the next screen asks the authProvider', () => {
    const queryClient = new QueryClient();
    answerAuthQueries(queryClient, undefined);
    expect(firstRender(queryClient)).toEqual({ routes: [true, null], controller: true, permissions: [true, null] });
  });
});
