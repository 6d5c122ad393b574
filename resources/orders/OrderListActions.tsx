import { FilterButton, TopToolbar } from 'react-admin';
import { ExportCsvButton } from '../../src/components/ExportCsvButton';
import { ListViewsButton } from '../../src/components/views/ListViewsButton';

/** The list's toolbar: more filters, and the CSV export of every order the filters match. */
export function OrderListActions() {
  return (
    <TopToolbar>
      <ListViewsButton />
      <FilterButton />
      <ExportCsvButton />
    </TopToolbar>
  );
}
