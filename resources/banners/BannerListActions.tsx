import { CreateButton, FilterButton, SortButton, TopToolbar } from 'react-admin';

/** Filters, a sort menu (also for the narrow list, which has no column headers) and New. */
export function BannerListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <SortButton fields={['layoutType', 'position', 'title', 'startAt', 'endAt']} />
      <CreateButton />
    </TopToolbar>
  );
}
