import type { AuditListRequest, AuditResource } from '../../contract/audit';
import { call } from '../../dataProvider/client';

/** How many entries a page of a record's history holds ("Show more" reads the next). */
export const historyPageSize = 10;

/** The request of one page (0-based) of a record's history: its entries, newest first. */
export const historyRequest = (resource: AuditResource, recordId: string, page: number): AuditListRequest => ({
  resource,
  recordId,
  paginationRequest: { page, size: historyPageSize },
});

/** One page of a record's history (listAuditEntries). */
export const fetchHistory = (resource: AuditResource, recordId: string, page: number, signal?: AbortSignal) =>
  call('listAuditEntries', { body: historyRequest(resource, recordId, page) }, { signal });

/** The page after this one, if the history has more ("Show more"). */
export const nextHistoryPage = (last: { page: number; size: number; totalElements: number }): number | undefined =>
  (last.page + 1) * last.size < last.totalElements ? last.page + 1 : undefined;

/** The key every record's history starts with: a change that is not the record's own (a note) reads them again. */
export const everyHistoryKey = ['audit', 'history'] as const;

/** The react-query key of a record's history at a version of the record: a new version reads it again. */
export const historyKey = (resource: AuditResource, recordId: string | undefined, version: unknown) =>
  [...everyHistoryKey, resource, recordId, version ?? null] as const;

