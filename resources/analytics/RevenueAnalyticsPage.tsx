import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function RevenueAnalyticsPage() {
  return <NotAvailableYet title="app.menu.revenue" />;
}
