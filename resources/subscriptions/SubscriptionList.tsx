import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function SubscriptionList() {
  return <NotAvailableYet title="app.menu.subscriptions" />;
}
