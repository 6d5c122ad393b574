import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error,
  LoadingPage,
  localStorageStore,
} from 'react-admin';
import { authProvider, dataProvider } from './providers';
import { cspNonce } from '../components/cspNonce';
import { i18nProvider } from './i18n';
import { initialLocale } from './i18n/initialLocale';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { NotFoundPage } from './pages/NotFoundPage';
import { queryClient } from '../queryClient';
import { LoginPage } from './pages/login/LoginPage';
import { SignInFirst } from './pages/login/SignInFirst';
import { darkTheme, lightTheme } from '../theme';

const store = localStorageStore();
// react-admin keeps the language under `locale` and, when it is not the provider's (English), loads it before rendering.
store.setItem('locale', initialLocale(store.getItem('locale')));

/** MUI's styles, in `<style>` elements that carry the page's CSP nonce (README "Browser protections"). */
const emotionCache = createCache({ key: 'css', nonce: cspNonce });

/** react-admin's own dashboard sits at `/`: signed-in users go on to `/dashboard`. */
const RootRedirect = () => <Navigate to="/dashboard" replace />;

/**
 * react-admin's `<Admin>` as its source composes it (AdminContext, then AdminUI's CoreAdminUI
 * in a CssBaseline), with the console's pages in every slot. `<Admin>` itself would import its
 * default login form, and with it react-admin's form inputs, into the first load.
 */
export function ConsoleAdmin({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
      >
        <CssBaseline enableColorScheme>
          <SignInFirst>
            <CoreAdminUI
              accessDenied={AccessDenied}
              authCallbackPage={AuthCallback}
              authenticationError={AuthenticationError}
              catchAll={NotFoundPage}
              error={Error}
              layout={AppLayout}
              loading={LoadingPage}
              loginPage={LoginPage}
              dashboard={RootRedirect}
              requireAuth
              disableTelemetry
            >
              {children}
            </CoreAdminUI>
          </SignInFirst>
          <AppNotification />
        </CssBaseline>
      </AdminContext>
    </CacheProvider>
  );
}
