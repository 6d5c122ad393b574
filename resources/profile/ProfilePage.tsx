import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function ProfilePage() {
  return <NotAvailableYet title="app.account.profile" />;
}
