import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Expression, sql } from 'kysely';
import type { AuditResource } from '../../contract/audit';
import { type ColumnKey, exportBatchSize, listColumns, type ListExportName } from '../../contract/listColumns';
import type { Db } from '../db';
import { csvLine } from '../lib/csv';
import { sendCsv } from './csvDownload';
import { type AnySelect, keysetBatches, type SortTerm } from './keyset';

/** A cell's value; a column of several headers (an amount and its currency) gives one per header. */
export type Cell = string | number | null | undefined;

/** What cells may need beyond their row: the public address media URLs are made absolute with. */
export interface CellContext {
  publicUrl: string;
}

/** What every export's query holds besides the list's filters (contract/exportQuery.ts). */
export interface ExportQuery<Name extends ListExportName> {
  sortBy?: string;
  sortDirection?: 'ASC' | 'DESC';
  columns?: ColumnKey<Name>[];
  ids?: (number | string)[];
}

/**
 * One list's CSV export: which rows (the list's own query, filters and order), how a batch of
 * rows becomes records, and each column's cells from a record. Its columns' keys and headers are
 * the contract's (contract/listColumns.ts).
 */
export interface ListExport<Name extends ListExportName, Query extends ExportQuery<Name>, Item> {
  name: Name;
  /** The file's name before the day (`feed` → `feed-2026-11-24.csv`). */
  file: string | ((query: Query) => string);
  /** What the audit entry of an export is about. */
  audit: AuditResource | ((query: Query) => { resource: AuditResource; subjectRole: number });
  /** The rows the list's filters select, with the columns `items` reads. */
  rows: (db: Db, query: Query, timeZone: string) => AnySelect;
  /** The column `ids` are matched against. */
  id: string;
  /** The list's order for the query's `sortBy`/`sortDirection`, ending with the id. */
  order: (query: Query) => SortTerm[];
  /** A batch of rows as the records the cells read (with what the list adds: tags, category names, ...). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  items: (db: Db, rows: any[]) => Item[] | Promise<Item[]>;
  cells: { [Key in ColumnKey<Name>]: (item: Item, context: CellContext) => Cell | Cell[] };
}

/**
 * The order of a list read with `readSortedPage` (server/lib/lists.ts): its sort field (a
 * `sortBy` alone sorts ascending, nothing sorts by `defaultSort` in `defaultDirection`), then
 * the id in the same direction. `nullable` fields sort their nulls last.
 */
export function listOrder<Field extends string>(
  sorting: {
    sortExpression: Record<Field, Expression<unknown>>;
    defaultSort: Field;
    defaultDirection?: 'ASC' | 'DESC';
    id: string;
    nullable?: readonly Field[];
  },
  { sortBy, sortDirection }: { sortBy?: Field; sortDirection?: 'ASC' | 'DESC' },
): SortTerm[] {
  const field = sortBy ?? sorting.defaultSort;
  const direction = (sortDirection ?? (sortBy ? 'ASC' : (sorting.defaultDirection ?? 'DESC'))) === 'ASC' ? 'asc' : 'desc';
  return [
    { by: sorting.sortExpression[field], direction, nullable: sorting.nullable?.includes(field) },
    { by: sql.ref(sorting.id), direction },
  ];
}

/** The export's lines: the header of the chosen columns, then a line per matching record, read in keyset batches. */
export async function* listCsvLines<Name extends ListExportName, Query extends ExportQuery<Name>, Item>(
  db: Db,
  list: ListExport<Name, Query, Item>,
  query: Query,
  context: CellContext & { timeZone: string },
): AsyncGenerator<string> {
  const headers = listColumns[list.name] as Record<ColumnKey<Name>, readonly string[]>;
  const keys = query.columns ?? (Object.keys(headers) as ColumnKey<Name>[]);
  yield csvLine(keys.flatMap((key) => headers[key]));
  let rows = list.rows(db, query, context.timeZone);
  if (query.ids) rows = rows.where(sql.ref(list.id), 'in', query.ids);
  for await (const batch of keysetBatches(rows, list.order(query), exportBatchSize)) {
    for (const item of await list.items(db, batch)) {
      yield csvLine(keys.flatMap((key) => list.cells[key](item, context)));
    }
  }
}

/** Answers the CSV export of `list` for the request's query (docs/api.md "List exports"). */
export function sendListExport<Name extends ListExportName, Query extends ExportQuery<Name>, Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  list: ListExport<Name, Query, Item>,
  query: Query,
) {
  const { server } = request;
  const { config } = server;
  const audit = typeof list.audit === 'string' ? { resource: list.audit } : list.audit(query);
  return sendCsv(request, reply, {
    file: typeof list.file === 'string' ? list.file : list.file(query),
    audit: { ...audit, filter: query as Record<string, unknown> },
    lines: listCsvLines(server.db, list, query, { publicUrl: config.publicUrl, timeZone: config.timeZone }),
  });
}
