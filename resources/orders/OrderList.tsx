import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function OrderList() {
  return <NotAvailableYet title="app.menu.orders" />;
}
