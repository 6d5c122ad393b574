import type { OperationName } from '../contract/operations';

/**
 * The API operations of a resource, by name (contract/operations.ts), declared in its
 * definition: the data provider reads their methods and paths from the contract. Path
 * parameters (`:id`, `:key`) are filled with the record's identifier.
 */
export interface ResourceOperations {
  /** POST: filters plus `paginationRequest`, answering a page; GET: a plain array. */
  list?: OperationName;
  /** Query parameters every list call carries (the staff lists' `role`). */
  listQuery?: Record<string, string | number>;
  getOne?: OperationName;
  /** Query parameters every `getOne` call carries (an editorial record's `version=pending`). */
  getOneQuery?: Record<string, string | number>;
  /** POST with the record, or PUT where the operation says so (app config entries). */
  create?: OperationName;
  /** A path without a parameter carries the identifier in the body. */
  update?: OperationName;
  delete?: OperationName;
  /** The field that identifies a record when it is not `id` (app config entries use `key`). */
  idField?: string;
  /** The CSV export of the list (a GET taking its filters, sort and columns: docs/api.md "List exports"). */
  export?: OperationName;
  /** Calls beyond CRUD, run by `dataProvider.action(resource, name, {id, data})`. */
  actions?: Record<string, OperationName>;
}

/** Each resource's operations, by resource name. */
export type ResourceOperationsTable = Record<string, ResourceOperations>;

/** Fills every `:param` of a path with the record's identifier. */
export function pathFor(template: string, id?: string | number): string {
  return template.replace(/:[a-zA-Z]+/g, () => {
    if (id === undefined) throw new Error(`No identifier for ${template}`);
    return encodeURIComponent(String(id));
  });
}
