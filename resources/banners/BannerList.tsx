import { NotAvailableYet } from '../../src/components/NotAvailableYet';

export default function BannerList() {
  return <NotAvailableYet title="app.menu.banners" />;
}
