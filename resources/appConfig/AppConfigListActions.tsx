import { CreateButton, FilterButton, SortButton, TopToolbar } from 'react-admin';
import { appConfigSortFields } from './appConfigChoices';

/** Filters, a sort menu (also for the narrow list, which has no column headers) and New. */
export function AppConfigListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SortButton fields={appConfigSortFields} />
      <CreateButton />
    </TopToolbar>
  );
}
