import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { VisitorStatistics } from '../../contract/analytics';
import { ChartCard, colorAt, TimeSeriesChart, usePartialDay } from '../../src/components/charts';
import { formatNumber } from '../../src/format';

/** Visitors and new visitors of each day of the period. */
export function VisitorsChart({ query, today }: { query: UseQueryResult<VisitorStatistics>; today: string }) {
  const translate = useTranslate();
  const series = query.data?.series ?? [];
  const dates = series.map((point) => point.date);
  const partialDay = usePartialDay(dates, today);
  const lines = [
    { label: translate('app.analytics.visitors.visitors'), color: colorAt(0), data: series.map((point) => point.visitors) },
    { label: translate('app.analytics.visitors.newVisitors'), color: colorAt(1), data: series.map((point) => point.newVisitors) },
  ];
  return (
    <ChartCard
      title="app.analytics.visitors.by_day"
      isPending={query.isPending}
      error={query.error}
      empty={series.every((point) => point.visitors === 0)}
      legend={[...lines, ...partialDay.legend]}
      figures={{
        columns: [translate('app.charts.date'), ...lines.map((line) => line.label)],
        rows: series.map((point) => ({ key: point.date, cells: [partialDay.dayLabel(point.date), formatNumber(point.visitors), formatNumber(point.newVisitors)] })),
      }}
    >
      {(width) => <TimeSeriesChart width={width} dates={dates} series={lines} partialLast={partialDay.partial} />}
    </ChartCard>
  );
}
