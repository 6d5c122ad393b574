import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function LayoutPage() {
  return <NotAvailableYet title="app.menu.layout" />;
}
