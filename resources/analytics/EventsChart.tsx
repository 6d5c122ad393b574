import { formatDay } from '../../src/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { VisitorStatistics } from '../../contract/analytics';
import { ChartCard, colorAt, TimeSeriesChart } from '../../src/components/charts';

/** Screen views and other events of each day of the period. */
export function EventsChart({ query }: { query: UseQueryResult<VisitorStatistics> }) {
  const translate = useTranslate();
  const series = query.data?.series ?? [];
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
      legend={lines}
      figures={{
        columns: [translate('app.charts.date'), ...lines.map((line) => line.label)],
        rows: series.map((point) => ({ key: point.date, cells: [formatDay(point.date), point.screenViews, point.events] })),
      }}
    >
      {(width) => <TimeSeriesChart width={width} dates={series.map((point) => point.date)} series={lines} />}
    </ChartCard>
  );
}
