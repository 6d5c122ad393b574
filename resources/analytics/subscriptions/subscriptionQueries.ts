import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../contract/currencies';
import type { CallInput } from '../../../contract/operation';
import type { Operations } from '../../../contract/operations';
import type { MovementListRequest } from '../../../contract/subscriptionFigures';
import type { MrrMovementKind, SubscriptionFigureView } from '../../../contract/subscriptionFigureRules';
import { call, urlOf } from '../../../dataProvider/client';

/** What every view of the page reads: the period, and the currency amounts are converted into (none: as paid). */
export interface FigureRange {
  startDate: string;
  endDate: string;
  reportingCurrency?: Currency;
}

/** The page's range as the reads that take no reporting currency (churn, cohorts, plans) ask for it. */
export const datesOf = ({ startDate, endDate }: FigureRange) => ({ startDate, endDate });

/** A page of the customers behind one kind of movement (listMrrMovementCustomers), newest first. */
export interface MovementCustomersRequest {
  startDate: string;
  endDate: string;
  kind: MrrMovementKind;
  page: number;
  size: number;
}

export function movementCustomersQuery({ startDate, endDate, kind, page, size }: MovementCustomersRequest) {
  const body: MovementListRequest = { startDate, endDate, kind, paginationRequest: { page, size, sortBy: 'day', sortDirection: 'DESC' } };
  return {
    queryKey: ['analytics', 'listMrrMovementCustomers', body],
    queryFn: ({ signal }: { signal?: AbortSignal }) => call('listMrrMovementCustomers', { body }, { signal }),
    staleTime: 60_000,
  };
}

/** One page of a kind's customers; the last page stays on screen while the next loads. */
export function useMovementCustomers(request: MovementCustomersRequest) {
  return useQuery({ ...movementCustomersQuery(request), placeholderData: keepPreviousData });
}

export type FigureExportQuery = CallInput<Operations['exportSubscriptionFigures']>['query'];

/** The CSV of one view (exportSubscriptionFigures), and the name it is saved under. */
export function figureExport(query: FigureExportQuery & { view: SubscriptionFigureView }) {
  return { url: urlOf('exportSubscriptionFigures', { query }), fileName: `subscription-${query.view}-${query.endDate}.csv` };
}
