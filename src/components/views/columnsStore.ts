import type { Store } from 'react-admin';
import type { ViewColumns } from '../../../contract/views';

/**
 * Where react-admin's DataTable keeps a list's columns (ra-core's DataTableBase and the
 * ColumnsButton's selector): the hidden ones under its storeKey, `${resource}.datatable` by
 * default, and the order they were dragged into under `${storeKey}_columnRanks`.
 */
export const hiddenColumnsKey = (resource: string) => `${resource}.datatable`;
export const columnRanksKey = (resource: string) => `${hiddenColumnsKey(resource)}_columnRanks`;

/** The list's column choice in the store; null when it shows the list's own columns. */
export function columnsInStore(store: Store, resource: string): ViewColumns | null {
  const hidden = (store.getItem<string[]>(hiddenColumnsKey(resource)) ?? []).filter((column) => typeof column === 'string');
  const ranks = store.getItem<number[]>(columnRanksKey(resource));
  if (hidden.length === 0 && !ranks) return null;
  return ranks ? { hidden, ranks } : { hidden };
}

/** Shows the columns of a choice (null: the list's own). */
export function putColumnsInStore(store: Store, resource: string, columns: ViewColumns | null): void {
  store.setItem(hiddenColumnsKey(resource), columns?.hidden ?? []);
  if (columns?.ranks) store.setItem(columnRanksKey(resource), columns.ranks);
  else store.removeItem(columnRanksKey(resource));
}
