import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function VisitorAnalyticsPage() {
  return <NotAvailableYet title="app.menu.visitor" />;
}
