import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function AppConfigList() {
  return <NotAvailableYet title="app.menu.app_config" />;
}
