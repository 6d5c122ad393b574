import type { Identifier } from 'react-admin';
import { type BulkList, bulkLists } from '../../../contract/bulkActions';
import type { Job } from '../../../contract/jobs';
import type { OperationName } from '../../../contract/operations';
import { call } from '../../../dataProvider/client';
import { cleanFilter } from '../../../dataProvider/listRequest';
import type { BulkParams } from '../../definitions/types';

/**
 * The records a bulk action works on: these ids, or everything the list's filter matches with the
 * count the person confirmed (the server refuses the action when more match: docs/api.md "Bulk actions").
 */
export type BulkSelection = { ids: Identifier[] } | { filter: Record<string, unknown>; expectedTotal: number };

/**
 * The selection sent for a list: "all matching" sends the list's filter (its empty values left
 * out) with its total as shown, else the ticked ids.
 */
export const bulkSelectionOf = (
  allMatching: { total: number } | null,
  selectedIds: Identifier[],
  filterValues: Record<string, unknown>,
): BulkSelection => (allMatching ? { filter: cleanFilter(filterValues), expectedTotal: allMatching.total } : { ids: selectedIds });

/** How many records the selection names, as the person confirms them. */
export const bulkCountOf = (selection: BulkSelection): number => ('ids' in selection ? selection.ids.length : selection.expectedTotal);

/** Starts `action` on the selection (`POST <list>/bulk/<action>`), answering the job. */
export function startBulkAction(list: BulkList, action: string, selection: BulkSelection, value: BulkParams = {}): Promise<Job> {
  return call(bulkLists[list].bulk.operation as OperationName, { params: { action }, body: { ...selection, ...value } } as never) as Promise<Job>;
}
