import type { Query, QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/**
 * How long a list's page fetched before its list rendered counts as fresh: the list that mounts on
 * it in that time renders it at once and does not ask again. A list opened later asks, as
 * react-admin's lists always do (their queries go stale at once).
 */
const freshFor = 10_000;

/** The pages fetched early: react-admin's query hash of each, and when its answer arrived. */
const fetchedEarly = new Map<string, number>();

/** The key under which react-admin's `useGetList` keeps a list's page in the query cache. */
export const listQueryKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) =>
  [resource, 'getList', { pagination, sort, filter, meta }] as const;

/**
 * Fetches a list's page into react-admin's query cache before the list renders (beside its view's
 * chunk, src/shell/preloadList.ts; a page's own first data, PageDefinition.preloadData): the list's
 * `useGetList` with the same parameters finds it there, renders its rows in its first pass and,
 * the page being fresh (`earlyPageStaleTime`), sends no request of its own. Answers the page.
 */
export async function fetchListEarly(queryClient: QueryClient, dataProvider: DataProvider, resource: string, params: GetListParams): Promise<GetListResult> {
  const queryKey = listQueryKey(resource, params);
  const page = await queryClient.fetchQuery({
    queryKey,
    // What useGetList keeps of an answer.
    queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query) fetchedEarly.set(query.queryHash, query.state.dataUpdatedAt);
  return page;
}

/**
 * The query client's default `staleTime`: a page fetched early stays fresh for `freshFor` after
 * its answer (unless invalidated, or fetched again since), any other query goes stale at once as
 * by TanStack's default.
 */
export function earlyPageStaleTime(query: Query): number {
  const answeredAt = fetchedEarly.get(query.queryHash);
  if (answeredAt === undefined) return 0;
  if (answeredAt !== query.state.dataUpdatedAt || Date.now() - answeredAt >= freshFor) {
    fetchedEarly.delete(query.queryHash);
    return 0;
  }
  return freshFor;
}
