import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from './i18n';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/login/LoginPage';
import { darkTheme, lightTheme } from './theme';

export function App() {
  return (
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      theme={lightTheme}
      darkTheme={darkTheme}
      dashboard={() => <Navigate to="/dashboard" replace />}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/dashboard" element={<DashboardPage />} />
      </CustomRoutes>
    </Admin>
  );
}
