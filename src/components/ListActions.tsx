import { FilterButton, SortButton, TopToolbar } from 'react-admin';
import { ListCreateButton } from './ListCreateButton';

/**
 * A list's toolbar: more filters, a sort menu (the narrow lists have no column headers to sort
 * by) when `sortFields` are given, and Create for those who may create.
 */
export function ListActions({ sortFields }: { sortFields?: readonly string[] }) {
  return (
    <TopToolbar>
      <FilterButton />
      {sortFields && <SortButton fields={[...sortFields]} />}
      <ListCreateButton />
    </TopToolbar>
  );
}
