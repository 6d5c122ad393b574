import type { CallInput, CallOutput } from '../contract/operation';
import { pathWith } from '../contract/operation';
import { type OperationRoutes, routes } from '../contract/operationRoutes';
import type { OperationName, Operations } from '../contract/operations';
import { httpClient } from './http';

export type { OperationRoute } from '../contract/operationRoutes';

/**
 * An operation's method and path (contract/operationRoutes.ts, which the build reduces to its value,
 * without the schemas). The table is part of the console's first script, so a screen's first
 * request waits for no other.
 */
export const routeOf = <Name extends OperationName>(name: Name): OperationRoutes[Name] => routes[name];

export interface CallOptions {
  signal?: AbortSignal;
}

type Query = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

/** A path's query string from its parameters; empty and missing values are left out. */
export function queryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of an operation with its path parameters and query filled in (uploads, downloads). */
export function urlOf<Name extends OperationName>(name: Name, input?: Pick<CallInput<Operations[Name]>, 'params' | 'query'>): string {
  const operation = routeOf(name);
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Query };
  return pathWith(operation.path, params) + queryString(query);
}

/**
 * Calls one API operation by name (contract/operations.ts): its method and path come from the
 * contract, the parameters, query and body are typed from its schemas, and so is the answer.
 * Errors are react-admin's HttpError with the server's message (dataProvider/http.ts).
 */
export async function call<Name extends OperationName>(
  name: Name,
  ...[input, options]: CallArguments<Operations[Name]>
): Promise<CallOutput<Operations[Name]>> {
  const operation = routeOf(name);
  const { body } = (input ?? {}) as { body?: unknown };
  const { json } = await httpClient(urlOf(name, input as never), {
    method: operation.method,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal: options?.signal,
  });
  return json as CallOutput<Operations[Name]>;
}

/** An operation with nothing to send may be called with its name alone. */
type CallArguments<O extends Operations[OperationName]> = object extends CallInput<O>
  ? [input?: CallInput<O>, options?: CallOptions]
  : [input: CallInput<O>, options?: CallOptions];
