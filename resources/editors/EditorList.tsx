import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function EditorList() {
  return <NotAvailableYet title="app.menu.editors" />;
}
