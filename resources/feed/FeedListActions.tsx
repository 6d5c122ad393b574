import { CreateButton, FilterButton, SortButton, TopToolbar } from 'react-admin';

/** Filters, a sort menu (also for the narrow list, which has no column headers) and New. */
export function FeedListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SortButton fields={['publishAt', 'title', 'createdAt']} />
      <CreateButton />
    </TopToolbar>
  );
}
