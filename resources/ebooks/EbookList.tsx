import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function EbookList() {
  return <NotAvailableYet title="app.menu.books" />;
}
