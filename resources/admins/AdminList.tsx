import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function AdminList() {
  return <NotAvailableYet title="app.menu.admins" />;
}
