import type { GetListParams, GetListResult } from 'react-admin';

/**
 * First pages of lists fetched before their view has rendered (src/preloadList.ts), each handed
 * once to the list's own `getList` with the same parameters, so that its request starts beside the
 * view's chunk rather than after it, and is sent once. One not taken soon is dropped: a list opened
 * later reads the data as it is then.
 */
const early = new Map<string, Promise<GetListResult>>();
const keepFor = 15_000;

/** JSON with the keys of every object sorted: the same parameters, whatever order they were built in. */
const keyOf = (resource: string, { pagination, sort, filter }: GetListParams) =>
  JSON.stringify([resource, pagination, sort, filter], (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort()) : value,
  );

/** Starts fetching a list's page (`fetch`) for its `getList` to take; answers it, for what else it starts. */
export function fetchEarly(resource: string, params: GetListParams, fetch: () => Promise<GetListResult>): Promise<GetListResult> {
  const key = keyOf(resource, params);
  const page = fetch();
  // Taken or not, a failure is the list's to show when it asks again.
  page.catch(() => undefined);
  early.set(key, page);
  setTimeout(() => early.get(key) === page && early.delete(key), keepFor);
  return page;
}

/** The page fetched early for exactly these parameters, once; undefined otherwise. */
export function takeEarly(resource: string, params: GetListParams): Promise<GetListResult> | undefined {
  const key = keyOf(resource, params);
  const page = early.get(key);
  early.delete(key);
  return page;
}
