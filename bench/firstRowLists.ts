// The lists of the bench's first-row measure (bench/firstRow.ts): where each opens in the console,
// the API list it reads (contract/operations.ts), how it opens (sort and page size, as its
// resource's `listDefaults` in resources/<name>/index.ts say) and
// the column whose text is timed. Shared by the measure, by the minimal react-admin app
// (bench/minimal-ra/main.tsx: one <Resource> each, named by `key`) and by its server
// (bench/minimal-ra/serve.ts, which asks the console's API for the same page). Plain data only: the
// minimal app bundles this module. The orders list's period (its filter) is added by the server
// (resources/orders/listDefaults.ts), counted when each page is asked for.

export interface FirstRowList {
  /** The name in results and the minimal app's resource (its address: `/#/<key>`). */
  key: string;
  label: string;
  /** The console's address of the list (the part after `#`). */
  consoleRoute: string;
  /** The console's API list operation (POST, `{ paginationRequest, ...filters }`). */
  apiPath: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /**
   * The column whose cell in the first data row is timed, and compared between the two apps: the
   * list's first column that shows text (an e-book's and a feed entry's first is a picture).
   */
  cell: string;
}

export const firstRowLists: readonly FirstRowList[] = [
  // resources/orders/listDefaults.ts: newest first, 25 a page, the 7 days ending today.
  { key: 'orders', label: 'orders', consoleRoute: '/orders', apiPath: '/api/orders/list', sort: { field: 'createdAt', order: 'DESC' }, perPage: 25, cell: 'number' },
  // resources/customers/index.ts
  { key: 'customers', label: 'customers', consoleRoute: '/users/customers', apiPath: '/api/customers/list', sort: { field: 'registeredAt', order: 'DESC' }, perPage: 25, cell: 'name' },
  // resources/ebooks/index.ts
  { key: 'e-books', label: 'e-books', consoleRoute: '/e-books', apiPath: '/api/ebooks/list', sort: { field: 'createdAt', order: 'DESC' }, perPage: 25, cell: 'title' },
  // resources/feed/index.ts (the list lives at /feeds/list)
  { key: 'feed', label: 'feed', consoleRoute: '/feeds/list', apiPath: '/api/feed/list', sort: { field: 'publishAt', order: 'DESC' }, perPage: 25, cell: 'title' },
  // resources/subscriptions/index.ts
  { key: 'subscriptions', label: 'subscriptions', consoleRoute: '/subscriptions', apiPath: '/api/subscriptions/list', sort: { field: 'createdAt', order: 'DESC' }, perPage: 25, cell: 'name' },
  // resources/activity/: the newest entry first
  { key: 'activity', label: 'activity', consoleRoute: '/users/activity', apiPath: '/api/audit/list', sort: { field: 'at', order: 'DESC' }, perPage: 25, cell: 'at' },
];

/**
 * The first data row's timed cell as react-admin's DataTable renders it: a cell of the column
 * (`column-<source>`, DataTableCell) in a row of records (`RaDataTable-row`, DataTableBody) of
 * the table's body (`RaDataTable-tbody`). The loading skeleton's rows (DataTableLoading) carry
 * none of these classes, and a picture drawn before React (as src/firstPaint/ drew) none of them.
 */
export const firstRowCell = (list: Pick<FirstRowList, 'cell'>) => `tbody.RaDataTable-tbody > tr.RaDataTable-row > td.column-${list.cell}`;
