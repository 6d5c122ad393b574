import { FilterButton, SortButton, TopToolbar } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton';
import { ListCreateButton } from './ListCreateButton';
import { ListViewsButton } from './views/ListViewsButton';

/**
 * A list's toolbar: more filters, a sort menu (the narrow lists have no column headers to sort
 * by) when `sortFields` are given, and Create for those who may create.
 */
export function ListActions({ sortFields }: { sortFields?: readonly string[] }) {
  return (
    <TopToolbar>
      <ListViewsButton />
      <FilterButton />
      {sortFields && <SortButton fields={[...sortFields]} />}
      <ExportCsvButton />
      <ListCreateButton />
    </TopToolbar>
  );
}
