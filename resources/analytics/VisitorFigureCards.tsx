import { formatNumber } from '../../src/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { VisitorStatistics } from '../../contract/analytics';
import { changeFrom, KpiCard } from '../../src/components/charts';
import { usePeriodChange } from './periodChange';

export type VisitorFigure = keyof VisitorStatistics['totals'];

/** A card per figure of the visitor statistics over the period, each against the period before. */
export function VisitorFigureCards({ query, figures }: { query: UseQueryResult<VisitorStatistics>; figures: readonly VisitorFigure[] }) {
  const { data, isPending } = query;
  const periodChange = usePeriodChange();
  return figures.map((figure) => (
    <KpiCard
      key={figure}
      label={`app.analytics.visitors.${figure}`}
      isPending={isPending}
      value={data && formatNumber(data.totals[figure])}
      {...periodChange(data, (answer) => changeFrom(answer.previous.totals[figure], answer.totals[figure]))}
    />
  ));
}
