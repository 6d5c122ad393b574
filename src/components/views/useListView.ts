import { useCallback } from 'react';
import { useListContext, useStoreContext } from 'react-admin';
import type { SavedView, ViewList } from '../../../contract/views';
import { useBusinessTimeZone } from '../dateRange/useBusinessTimeZone';
import { columnsInStore, putColumnsInStore } from './columnsStore';
import { displayedFiltersOf, filtersOfView, settingsOfList, showsView } from './viewState';

/**
 * A list and its saved views through react-admin's own means: the list context's parameters and
 * the DataTable's columns in the store. `apply` shows a view, `settings` is what saving keeps,
 * `shows` whether the list shows a view.
 */
export function useListView(list: ViewList) {
  const { filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const store = useStoreContext();
  const timeZone = useBusinessTimeZone();

  const apply = useCallback(
    (view: SavedView) => {
      const filters = filtersOfView(view, new Date(), timeZone);
      // One change of the URL: react-admin gathers the changes of one tick.
      if (view.sort) setSort(view.sort);
      if (view.perPage) setPerPage(view.perPage);
      setFilters(filters, displayedFiltersOf(filters));
      if (view.columns) putColumnsInStore(store, list, view.columns);
    },
    [list, setFilters, setPerPage, setSort, store, timeZone],
  );

  const state = { filterValues, sort, perPage };
  return {
    apply,
    settings: () => settingsOfList(state, columnsInStore(store, list), new Date(), timeZone),
    shows: (view: SavedView) => showsView(state, view, new Date(), timeZone),
  };
}
