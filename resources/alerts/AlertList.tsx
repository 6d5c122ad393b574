import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function AlertList() {
  return <NotAvailableYet title="app.menu.alerts" />;
}
