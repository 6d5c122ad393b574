import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function EventAnalyticsPage() {
  return <NotAvailableYet title="app.menu.event" />;
}
