import { CreateButton, FilterButton, SortButton, TopToolbar } from 'react-admin';
import { alertSortFields } from '../../contract/alerts';

/** Filters, a sort menu (also for the narrow list, which has no column headers) and New. */
export function AlertListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SortButton fields={[...alertSortFields]} />
      <CreateButton />
    </TopToolbar>
  );
}
