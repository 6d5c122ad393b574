import { useCallback } from 'react';
import { type Identifier, useListContext, useResourceContext, useStore } from 'react-admin';
import { columnKeysOf, listColumns, type ListExportName } from '../../../contract/listColumns';
import type { OperationName } from '../../../contract/operations';
import { urlOf } from '../../../dataProvider/client';
import { downloadFile } from '../../../dataProvider/download';
import { useDefinition } from '../../definitions/useDefinitions';
import { columnRanksKey, hiddenColumnsKey } from '../views/columnsStore';
import { visibleColumns } from './visibleColumns';

const takesColumns = (name: OperationName): name is ListExportName => Object.hasOwn(listColumns, name);

/** What an export is asked for: the list's own query, its filters and sort, the columns shown and a selection. */
export function exportQuery(
  list: { listQuery?: Record<string, string | number>; filterValues?: Record<string, unknown>; sort?: { field: string; order: string } },
  columns: readonly string[] | undefined,
  ids: readonly Identifier[] | undefined,
): Record<string, unknown> {
  return {
    ...list.filterValues,
    ...list.listQuery,
    ...(list.sort?.field && { sortBy: list.sort.field, sortDirection: list.sort.order }),
    ...(columns && { columns: columns.join(',') }),
    ...(ids && { ids: ids.join(',') }),
  };
}

export interface ListCsvDownload {
  /** Whether the list has a CSV export. */
  available: boolean;
  /**
   * Downloads the CSV of the records `ids` (those of them the filters match), or of everything the
   * list's filters match when no ids are given, with the columns the list shows in their order.
   */
  download: (selection?: { ids?: readonly Identifier[] }) => Promise<void>;
}

/**
 * The CSV export of the list in context (its definition's `export` operation): its filters, sort
 * and visible columns (as its DataTable's column chooser keeps them in the store), or a selection.
 * Used by the list toolbar's button and, before a bulk delete, to offer a copy of what goes.
 */
export function useListCsvDownload(): ListCsvDownload {
  const resource = useResourceContext() ?? '';
  const { filterValues, sort } = useListContext();
  const operations = useDefinition(resource)?.operations;
  const name = operations?.export;
  const [hidden] = useStore<string[]>(hiddenColumnsKey(resource), []);
  const [ranks] = useStore<number[] | undefined>(columnRanksKey(resource));

  const download = useCallback(
    async ({ ids }: { ids?: readonly Identifier[] } = {}) => {
      if (!name) throw new Error(`The resource "${resource}" has no export`);
      const columns = takesColumns(name) ? visibleColumns(columnKeysOf(name), hidden, ranks) : undefined;
      const query = exportQuery({ listQuery: operations.listQuery, filterValues, sort }, columns, ids);
      const url = urlOf(name, { query: query as never });
      await downloadFile(url, `${resource.split('/').at(-1)}-${new Date().toISOString().slice(0, 10)}.csv`);
    },
    [name, resource, operations, filterValues, sort, hidden, ranks],
  );
  return { available: Boolean(name), download };
}
