import { declarationsWith } from './resources';

type ExportDeclaration = ReturnType<typeof declarationsWith<'export'>>[number]['export'];

/**
 * The columns of each list's CSV export, by export operation, from the `export` of its
 * resource's declaration (contract/resources/): each key the `source` of a console column, each
 * value the CSV header(s) it writes. The server fills the cells (server/exports/); the console
 * sends the keys of the columns it shows. Free of zod: the lists read it.
 */
export const listColumns = Object.fromEntries(declarationsWith('export').map(({ export: { operation, columns } }) => [operation, columns])) as {
  [Export in ExportDeclaration as Export['operation']]: Export['columns'];
};

export type ListExportName = keyof typeof listColumns;
export type ColumnKey<Name extends ListExportName> = keyof (typeof listColumns)[Name] & string;

/** The column keys of an export, in the list's order. */
export const columnKeysOf = <Name extends ListExportName>(name: Name) => Object.keys(listColumns[name]) as ColumnKey<Name>[];

/** The most ids one export takes (`ids=`): a selection on a page, or the rows a bulk action is about to change. */
export const maxExportIds = 1000;

/** Rows per query of an export: each batch is its own short query, never one long transaction. */
export const exportBatchSize = 1000;
