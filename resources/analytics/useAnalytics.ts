import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { analyticsOperations } from '../../contract/analytics';
import type { CallInput, CallOutput } from '../../contract/operation';
import type { Operations } from '../../contract/operations';
import type { subscriptionFigureOperations } from '../../contract/subscriptionFigures';
import { call } from '../../dataProvider/client';

/** The operations of the analytics pages: contract/analytics.ts and the subscription figures (contract/subscriptionFigures.ts). */
type AnalyticsOperations = typeof analyticsOperations & typeof subscriptionFigureOperations;

/** The analytics reads: their GET operations, figures asked for with a query alone. */
export type AnalyticsRead = {
  [Name in keyof AnalyticsOperations]: AnalyticsOperations[Name]['method'] extends 'GET' ? (Name extends `export${string}` ? never : Name) : never;
}[keyof AnalyticsOperations];

/** The query of an analytics read. */
export type AnalyticsQuery<Name extends AnalyticsRead> = CallInput<Operations[Name]>['query'];

/** The query parameters of an analytics read: required where the operation has some (none for the figures of today). */
type ReadArguments<Name extends AnalyticsRead> =
  object extends CallInput<Operations[Name]>
    ? [query?: AnalyticsQuery<Name>, enabled?: boolean]
    : [query: AnalyticsQuery<Name>, enabled?: boolean];

/** The query of an analytics read, cached per operation and query (also for a request started before its screen). */
export function analyticsQuery<Name extends AnalyticsRead>(name: Name, query?: AnalyticsQuery<Name>) {
  return {
    queryKey: ['analytics', name, query ?? {}],
    queryFn: ({ signal }: { signal?: AbortSignal }) => call(name, ...([{ query }, { signal }] as never)) as Promise<CallOutput<Operations[Name]>>,
    staleTime: 60_000,
  };
}

/**
 * An analytics read by operation name (docs/api.md "Analytics", "Subscription figures"), cached per
 * operation and query. While a new range loads, the figures of the last one stay on screen
 * (`isPlaceholderData` says so).
 */
export function useAnalytics<Name extends AnalyticsRead>(name: Name, ...[query, enabled = true]: ReadArguments<Name>) {
  return useQuery({ ...analyticsQuery(name, query), placeholderData: keepPreviousData, enabled });
}
