import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { VisitorStatistics } from '../../contract/analytics';
import { ChartCard, colorAt, TimeSeriesChart, usePartialDay } from '../../src/components/charts';
import { formatNumber } from '../../src/format';

/** Screen views and other events of each day of the period. */
export function EventsChart({ query, today }: { query: UseQueryResult<VisitorStatistics>; today: string }) {
  const translate = useTranslate();
  const series = query.data?.series ?? [];
  const dates = series.map((point) => point.date);
  const partialDay = usePartialDay(dates, today);
  const lines = [
    { label: translate('app.analytics.visitors.screenViews'), color: colorAt(0), data: series.map((point) => point.screenViews) },
    { label: translate('app.analytics.visitors.events'), color: colorAt(1), data: series.map((point) => point.events) },
  ];
  return (
    <ChartCard
      title="app.analytics.events.by_day"
      isPending={query.isPending}
      error={query.error}
      empty={series.every((point) => point.screenViews + point.events === 0)}
      legend={[...lines, ...partialDay.legend]}
      figures={{
        columns: [translate('app.charts.date'), ...lines.map((line) => line.label)],
        rows: series.map((point) => ({ key: point.date, cells: [partialDay.dayLabel(point.date), formatNumber(point.screenViews), formatNumber(point.events)] })),
      }}
    >
      {(width) => <TimeSeriesChart width={width} dates={dates} series={lines} partialLast={partialDay.partial} />}
    </ChartCard>
  );
}
