import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function CustomerList() {
  return <NotAvailableYet title="app.menu.customers" />;
}
