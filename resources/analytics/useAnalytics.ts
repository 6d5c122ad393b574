import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient } from '../../dataProvider/http';

type Query = Record<string, string | number | undefined>;

/** `path?query`, leaving out the parameters that are undefined. */
export function analyticsUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A GET of the analytics API (docs/api.md "Analytics"), cached per path and query. While a new
 * range loads, the figures of the last one stay on screen (`isPlaceholderData` says so).
 */
export function useAnalytics<Result>(path: string, query: Query = {}, enabled = true) {
  return useQuery({
    queryKey: ['analytics', path, query],
    queryFn: async ({ signal }) => (await httpClient(analyticsUrl(path, query), { signal })).json as Result,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}
