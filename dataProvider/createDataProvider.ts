import { type DataProvider, type GetListParams, HttpError, type Identifier, type RaRecord } from 'react-admin';
import { ErrorCode } from '../contract/errorCodes';
import type { Page } from '../contract/pagination';
import { type OperationRoute, routeOf } from './client';
import { httpClient } from './http';
import { cleanFilter, listRequestBody } from './listRequest';
import { pathFor, type ResourceOperations, type ResourceOperationsTable } from './resourceOperations';

type CallKind = 'list' | 'getOne' | 'create' | 'update' | 'delete';

export interface ActionParams {
  id?: Identifier;
  data?: unknown;
  /** Query parameters of the call (`block-unblock?email=&blocked=`). */
  query?: Record<string, string | number | boolean>;
  /**
   * The version the caller read, sent as `If-Match` to an action that honours it (an editorial
   * step after its state's read: the release calendar's move of a scheduled publication); a
   * stale one is a 412.
   */
  ifMatch?: string;
}

export interface ConsoleDataProvider extends DataProvider {
  /** A custom action declared in the resource's definition (`recheckPayment`, ...), with the answer's `ETag` when it has one. */
  action<Result = unknown>(resource: string, name: string, params?: ActionParams): Promise<{ data: Result; etag?: string }>;
}

const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

/**
 * The field of a record that holds its version: the `ETag` its GET (or its update) answered. The
 * console sends it back as `If-Match`, never in a body.
 */
export const versionField = '_etag';

/** A record the console loaded, with its version when the API gave one. */
export type VersionedRecord = RaRecord & { [versionField]?: string };

const versionOf = (record: unknown): string | undefined => {
  const version = record && typeof record === 'object' ? (record as Record<string, unknown>)[versionField] : undefined;
  return typeof version === 'string' && version ? version : undefined;
};

/** The data without its version field: what a create or update sends. */
function withoutVersion(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !(versionField in data)) return data;
  const rest = { ...(data as Record<string, unknown>) };
  delete rest[versionField];
  return rest;
}

/** `If-Match` with the version the console loaded; none for a record without one (a list row). */
const ifMatch = (previousData: unknown): Record<string, string> | undefined => {
  const version = versionOf(previousData);
  return version ? { 'If-Match': version } : undefined;
};

/**
 * react-admin's data provider over the API's operations: each resource names its operations in
 * its definition (not by a naming convention: the spec's paths follow none), and their methods
 * and paths come from the contract.
 */
export function createDataProvider(table: ResourceOperationsTable): ConsoleDataProvider {
  const operationsOf = (resource: string): ResourceOperations => {
    const operations = table[resource];
    if (!operations) throw new Error(`No operations are declared for the resource "${resource}"`);
    return operations;
  };
  const need = (resource: string, kind: CallKind): OperationRoute => {
    const name = operationsOf(resource)[kind];
    if (!name) throw new Error(`The resource "${resource}" has no ${kind} operation`);
    return routeOf(name);
  };
  /** react-admin needs `id`: records addressed by another field get it as their id. */
  const withId = (resource: string, record: Record<string, unknown>): RaRecord => {
    const idField = operationsOf(resource).idField;
    return (idField ? { ...record, id: record[idField] } : record) as RaRecord;
  };
  /** The record with its id and, when the answer has an `ETag`, its version. */
  const loaded = (resource: string, record: Record<string, unknown>, etag: string | null | undefined): VersionedRecord => {
    const withIdentity = withId(resource, record);
    return etag ? { ...withIdentity, [versionField]: etag } : withIdentity;
  };
  /**
   * A 412 (errorCode 119: the version sent is no longer current) keeps its body, whose `current`
   * becomes a record as `getOne` answers it, with the answer's version: the console can show it
   * and send its changes over it.
   */
  const versioned = async <T>(resource: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 412 || error.body?.errorCode !== ErrorCode.STALE_RECORD) throw error;
      const body = error.body as Record<string, unknown>;
      const current = body.current && typeof body.current === 'object' ? (body.current as Record<string, unknown>) : undefined;
      throw new HttpError(error.message, error.status, {
        ...body,
        current: current ? loaded(resource, current, typeof body.etag === 'string' ? body.etag : undefined) : null,
        lastChange: body.lastChange ?? null,
      });
    }
  };

  async function getList(resource: string, params: GetListParams) {
    const list = need(resource, 'list');
    const filter = cleanFilter(params.filter);
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    if (list.method === 'POST') {
      const { json: body } = await httpClient(list.path, { method: 'POST', body: listRequestBody(params), signal: params.signal });
      const result = body as Page<Record<string, unknown>>;
      const data = result.content.map((record) => withId(resource, record));
      if (result.totalIsLowerBound) {
        // The server stopped counting: react-admin pages on without a total ("1-25 of more than 25").
        return { data, pageInfo: { hasPreviousPage: page > 1, hasNextPage: data.length === perPage } };
      }
      return { data, total: result.totalElements };
    }
    // `q` (free-text search) stays here: the whole list is small, so it is searched here.
    const { q, ...rest } = filter;
    const { json: body } = await httpClient(withQuery(list.path, { ...operationsOf(resource).listQuery, ...rest }), { signal: params.signal });
    // A plain array: searching, sorting and paging happen here.
    const records = (body as Record<string, unknown>[])
      .map((record) => withId(resource, record))
      .filter(matches(q));
    if (params.sort?.field) records.sort(compareBy(params.sort.field, params.sort.order));
    return { data: records.slice((page - 1) * perPage, page * perPage), total: records.length };
  }

  async function getOne(resource: string, id: Identifier, signal?: AbortSignal) {
    const path = withQuery(pathFor(need(resource, 'getOne').path, id), operationsOf(resource).getOneQuery ?? {});
    const { json: body, headers } = await httpClient(path, { signal });
    return loaded(resource, body as Record<string, unknown>, headers.get('etag'));
  }

  /** `If-Match` when `previousData` has the version it was loaded at. */
  async function update(resource: string, id: Identifier, data: unknown, previousData?: unknown) {
    const { method, path } = need(resource, 'update');
    const { json: body, headers } = await versioned(resource, () =>
      httpClient(pathFor(path, id), { method, body: json(withoutVersion(data)), headers: ifMatch(previousData) }),
    );
    return loaded(resource, body as Record<string, unknown>, headers.get('etag'));
  }

  async function remove(resource: string, id: Identifier, previousData?: unknown) {
    const { method, path } = need(resource, 'delete');
    await versioned(resource, () => httpClient(pathFor(path, id), { method, headers: ifMatch(previousData) }));
  }

  return {
    getList,
    getOne: async (resource, params) => ({ data: await getOne(resource, params.id, params.signal) }),
    getMany: async (resource, params) => ({
      data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal))),
    }),
    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, params) => {
      const { method, path } = need(resource, 'create');
      const { json: body } = await httpClient(path, { method, body: json(withoutVersion(params.data)) });
      return { data: withId(resource, body as Record<string, unknown>) };
    },
    update: async (resource, params) => ({ data: await update(resource, params.id, params.data, params.previousData) }),
    updateMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await remove(resource, params.id, params.previousData);
      return { data: params.previousData ?? ({ id: params.id } as RaRecord) };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },
    action: async (resource, name, params = {}) => {
      const declared = operationsOf(resource).actions?.[name];
      if (!declared) throw new Error(`The resource "${resource}" has no action "${name}"`);
      const action = routeOf(declared);
      const { json: body, headers } = await httpClient(withQuery(pathFor(action.path, params.id), params.query ?? {}), {
        method: action.method,
        // A read (an editorial record's state) sends no body: fetch refuses one on a GET.
        body: action.method === 'GET' ? undefined : json(params.data ?? {}),
        headers: params.ifMatch ? { 'If-Match': params.ifMatch } : undefined,
      });
      const etag = headers.get('etag');
      return etag ? { data: body, etag } : { data: body };
    },
  } as ConsoleDataProvider;
}

function withQuery(path: string, query: Record<string, unknown>): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

/** A record matches the free-text search when one of its text fields contains it, ignoring case. */
function matches(q: unknown) {
  const text = typeof q === 'string' ? q.trim().toLowerCase() : '';
  if (!text) return () => true;
  return (record: Record<string, unknown>) =>
    Object.values(record).some((value) => typeof value === 'string' && value.toLowerCase().includes(text));
}

function compareBy(field: string, order: string) {
  const direction = order === 'DESC' ? -1 : 1;
  return (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const [x, y] = [a[field], b[field]];
    if (x === y) return 0;
    if (x == null) return 1;
    if (y == null) return -1;
    return (x < y ? -1 : 1) * direction;
  };
}
