import { CreateButton, FilterButton, SortButton, TopToolbar } from 'react-admin';

/** Sorting lives here too, so it works on narrow screens, where the list has no column headers. */
export function EbookListActions() {
  return (
    <TopToolbar>
      <SortButton fields={['createdAt', 'title', 'price', 'publicationDate']} />
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}
