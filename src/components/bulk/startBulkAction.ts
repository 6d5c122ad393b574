import type { Identifier } from 'react-admin';
import type { BulkList } from '../../../contract/bulkActions';
import type { Job } from '../../../contract/jobs';
import { call } from '../../../dataProvider/client';
import { cleanFilter } from '../../../dataProvider/listRequest';
import { bulkOperationOf } from './bulkOperations';

/** The records a bulk action works on: these ids, or everything the list's filter matches. */
export type BulkSelection = { ids: Identifier[] } | { filter: Record<string, unknown> };

/** The selection sent for a list: "all matching" sends the list's filter (its empty values left out), else the ticked ids. */
export const bulkSelectionOf = (allMatching: boolean, selectedIds: Identifier[], filterValues: Record<string, unknown>): BulkSelection =>
  allMatching ? { filter: cleanFilter(filterValues) } : { ids: selectedIds };

/** Starts `action` on the selection (`POST <list>/bulk/<action>`), answering the job. */
export function startBulkAction(list: BulkList, action: string, selection: BulkSelection, value: { categoryId?: number } = {}): Promise<Job> {
  return call(bulkOperationOf[list], { params: { action }, body: { ...selection, ...value } } as never) as Promise<Job>;
}
