import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { analyticsOperations } from '../../contract/analytics';
import type { CallInput, CallOutput } from '../../contract/operation';
import type { Operations } from '../../contract/operations';
import { call } from '../../dataProvider/client';

type AnalyticsOperations = typeof analyticsOperations;

/** The analytics reads: the GET operations of contract/analytics.ts, figures asked for with a query alone. */
type AnalyticsRead = {
  [Name in keyof AnalyticsOperations]: AnalyticsOperations[Name]['method'] extends 'GET' ? Name : never;
}[keyof AnalyticsOperations];

/** The query parameters of an analytics read: required where the operation has some (none for the figures of today). */
type ReadArguments<Name extends AnalyticsRead> =
  object extends CallInput<Operations[Name]>
    ? [query?: CallInput<Operations[Name]>['query'], enabled?: boolean]
    : [query: CallInput<Operations[Name]>['query'], enabled?: boolean];

/**
 * An analytics read by operation name (docs/api.md "Analytics"), cached per operation and query.
 * While a new range loads, the figures of the last one stay on screen (`isPlaceholderData` says so).
 */
export function useAnalytics<Name extends AnalyticsRead>(name: Name, ...[query, enabled = true]: ReadArguments<Name>) {
  return useQuery({
    queryKey: ['analytics', name, query ?? {}],
    queryFn: ({ signal }) => call(name, ...([{ query }, { signal }] as never)) as Promise<CallOutput<Operations[Name]>>,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}
