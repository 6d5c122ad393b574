import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function PasswordChangePage() {
  return <NotAvailableYet title="app.account.change_password" />;
}
