import { z } from 'zod';
import { columnKeysOf, type ColumnKey, exportBatchSize, listColumns, type ListExportName, maxExportIds } from './listColumns';
import { sortDirections } from './pagination';

/**
 * The query of a list's CSV export (docs/api.md "List exports"): the list's own filters, read
 * from text, plus `sortBy`/`sortDirection`, `columns` and `ids`.
 */

/** Whether a filter takes numbers (an id, an enumeration of numbers): its query text is read as one. */
function takesNumbers(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodNumber) return true;
  if (schema instanceof z.ZodLiteral) return [...schema.values].some((value) => typeof value === 'number');
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).some(takesNumbers);
  return false;
}

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/** One filter of a list request as a query parameter: the same rule, applied to the number or boolean its text reads as. */
function queryFilter(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return queryFilter(schema.unwrap() as z.ZodType).optional();
  if (takesNumbers(schema)) return z.coerce.number().pipe(schema as z.ZodType<unknown, number>);
  if (schema instanceof z.ZodBoolean) return booleanText.pipe(schema);
  return schema;
}

type Filters<Shape extends z.ZodRawShape> = Omit<Shape, 'paginationRequest'>;

/**
 * The filters of a list request (`listRequest(...)` without its `paginationRequest`) as query
 * parameters. Typed as the list's own filters: the console passes the list's filter values, and
 * the server reads them as the list does.
 */
export function queryFilters<Shape extends z.ZodRawShape>(listRequest: z.ZodObject<Shape>): Filters<Shape> {
  const entries = Object.entries(listRequest.shape).filter(([name]) => name !== 'paginationRequest');
  return Object.fromEntries(entries.map(([name, schema]) => [name, queryFilter(schema as z.ZodType)])) as unknown as Filters<Shape>;
}

/** A comma-separated list in one query parameter; every item must pass `item`, else one issue names the parameter. */
function commaList<Item>(read: (text: string) => Item | undefined, what: string, max: number) {
  return z.string().transform((text, context) => {
    const parts = text.split(',').map((part) => part.trim());
    const items = parts.map(read);
    const wrong = parts.filter((_, index) => items[index] === undefined);
    const unique = [...new Set(items as Item[])];
    if (wrong.length > 0) context.addIssue({ code: 'custom', message: `${what}: ${wrong.map((part) => `"${part}"`).join(', ')}` });
    else if (unique.length > max) context.addIssue({ code: 'custom', message: `At most ${max} at a time` });
    return unique;
  });
}

const positiveId = (text: string) => (/^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined);

/** `ids=3,17,42`: only these records (that also match the filters), at most `maxExportIds`. */
export const exportIds = commaIds(positiveId, 'Not a record id');

/** `ids=` of records identified otherwise than by a number (app config keys), each checked by `id`. */
export function commaIds<Id>(read: (text: string) => Id | undefined, what: string) {
  return commaList(read, what, maxExportIds)
    .optional()
    .describe(`Comma-separated record ids, at most ${maxExportIds}: only these records, if they also match the filters`);
}

/**
 * `sortBy`, `sortDirection`, `columns` and `ids` of the export `name`: `columns` is a
 * comma-separated list of its column keys (`listColumns`), in the order the CSV shows them.
 */
export function exportParams<Name extends ListExportName, const Field extends string, Id = number>(
  name: Name,
  sortFields: readonly [Field, ...Field[]],
  ids: z.ZodType<Id[] | undefined, string | undefined> = exportIds as never,
) {
  const keys = columnKeysOf(name);
  const column = (text: string) => keys.find((key) => key === text);
  return {
    sortBy: z.enum(sortFields).optional(),
    sortDirection: z.enum(sortDirections).optional(),
    columns: (commaList(column, `Unknown column (the columns are ${keys.join(', ')})`, keys.length) as z.ZodType<ColumnKey<Name>[], string>)
      .optional()
      .describe(`Comma-separated column keys, in the order wanted: ${keys.join(', ')}. Absent: every column`),
    ids,
  };
}

/** A CSV download, as an operation answers it. */
export const csvFile = { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } };

/** What every export says, then its own columns (key: CSV headers) and order. */
export function exportDescription(name: ListExportName, rows: string): string {
  const columns = Object.entries(listColumns[name]).map(([key, headers]) => `\`${key}\` (${headers.join(', ')})`);
  return (
    `${rows}, as \`text/csv; charset=utf-8\` (RFC 4180, formula cells defused), streamed in batches of ${exportBatchSize} ` +
    'with no limit, and audited with its query and row count. The list\'s filters as query parameters (same rules), ' +
    '`sortBy`/`sortDirection` as the list, `columns` (comma-separated keys, in the order wanted; absent: all; an unknown ' +
    `key is a 400 on \`columns\`) and \`ids\` (at most 1000; only those records, if they also match). Columns: ${columns.join(', ')}.`
  );
}
