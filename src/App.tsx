import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { definitions, resourceDefinitions } from '../resources';
import type { Definition, LazyView } from '../resources/types';
import { AccessGuard } from './components/AccessGuard';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { ForgotPasswordPage } from './pages/account/ForgotPasswordPage';
import { ResetPasswordPage } from './pages/account/ResetPasswordPage';
import { VerifyEmailPage } from './pages/account/VerifyEmailPage';
import { LoginPage } from './pages/login/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { darkTheme, lightTheme } from './theme';

/** A lazy view behind the access guard of its definition. */
function guarded(definition: Definition, View: LazyView | undefined) {
  if (!View) return undefined;
  return function GuardedView() {
    return (
      <AccessGuard access={definition.access}>
        <View />
      </AccessGuard>
    );
  };
}

/** react-admin's own dashboard sits at `/`: signed-in users go on to `/dashboard`. */
const RootRedirect = () => <Navigate to="/dashboard" replace />;

export function App() {
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AppLayout}
      dashboard={RootRedirect}
      catchAll={NotFoundPage}
      notification={AppNotification}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
      disableTelemetry
    >
      {resourceDefinitions.map((definition) => (
        <Resource
          key={definition.name}
          name={definition.name}
          list={definition.listPath ? undefined : guarded(definition, definition.list)}
          create={guarded(definition, definition.create)}
          edit={guarded(definition, definition.edit)}
          show={guarded(definition, definition.show)}
          recordRepresentation={definition.recordRepresentation}
        />
      ))}
      {/* The pages of the e-mail links: no sign-in, no layout (react-admin renders them whatever the auth state). */}
      <CustomRoutes noLayout>
        <Route path="/verify-email/:userId/:token" element={<VerifyEmailPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {definitions.map((definition) => {
          if (definition.kind === 'page') {
            const Page = guarded(definition, definition.page)!;
            return <Route key={definition.path} path={`/${definition.path}`} element={<Page />} />;
          }
          if (!definition.listPath) return null;
          const List = guarded(definition, definition.list)!;
          return (
            <Route
              key={definition.listPath}
              path={`/${definition.listPath}`}
              element={
                <ResourceContextProvider value={definition.name}>
                  <List />
                </ResourceContextProvider>
              }
            />
          );
        })}
        <Route path="/access-denied" element={<AccessDeniedPage />} />
      </CustomRoutes>
    </Admin>
  );
}
