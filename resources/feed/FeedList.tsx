import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function FeedList() {
  return <NotAvailableYet title="app.menu.feed" />;
}
