import { FilterButton, TopToolbar } from 'react-admin';
import { ExportCsvButton } from '../../src/components/ExportCsvButton';

/** The list's toolbar: more filters, and the CSV export of every order the filters match. */
export function OrderListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton operation="exportOrders" fileName="orders" label="resources.orders.export" />
    </TopToolbar>
  );
}
