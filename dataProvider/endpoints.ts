import type { OperationName } from '../contract/operations';

/**
 * The API endpoints of a resource, declared in its definition. Paths are the spec's, with
 * `:id` standing for the record's identifier (`:key` reads the same for records addressed by key).
 */
export interface Endpoints {
  /**
   * POST: filters plus `paginationRequest`, answering `{content, totalElements}`.
   * GET: filters (and `query`) as query parameters, answering a plain array.
   */
  list?: { method: 'POST' | 'GET'; path: string; query?: Record<string, string | number> };
  getOne?: string;
  /** POST with the record, or the method given (app config entries are created by PUT). */
  create?: string | { method: 'POST' | 'PUT'; path: string };
  /** PUT with the record; a path without `:id` carries the identifier in the body. */
  update?: string;
  delete?: string;
  /** The field that identifies a record when it is not `id` (app config entries use `key`). */
  idField?: string;
  /** Calls beyond CRUD, run by `dataProvider.action(resource, name, {id, data})`. */
  actions?: Record<string, { method: 'POST' | 'PUT' | 'DELETE'; path: string }>;
}

/**
 * The API operations of a resource, by name (contract/operations.ts): their methods and paths
 * come from the contract. Path parameters are filled with the record's identifier.
 */
export interface ResourceOperations {
  /** POST: filters plus `paginationRequest`, answering a page; GET: a plain array. */
  list?: OperationName;
  /** Query parameters every list call carries (the staff lists' `role`). */
  listQuery?: Record<string, string | number>;
  getOne?: OperationName;
  /** POST with the record, or PUT where the operation says so (app config entries). */
  create?: OperationName;
  /** A path without a parameter carries the identifier in the body. */
  update?: OperationName;
  delete?: OperationName;
  /** The field that identifies a record when it is not `id` (app config entries use `key`). */
  idField?: string;
  /** Calls beyond CRUD, run by `dataProvider.action(resource, name, {id, data})`. */
  actions?: Record<string, OperationName>;
}

export type EndpointTable = Record<string, Endpoints | ResourceOperations>;

/** Fills `:id` (or any `:param`) of a path with the record's identifier. */
export function pathFor(template: string, id?: string | number): string {
  return template.replace(/:[a-zA-Z]+/g, () => {
    if (id === undefined) throw new Error(`No identifier for ${template}`);
    return encodeURIComponent(String(id));
  });
}
