import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SalesStatistics } from '../../contract/analytics';
import type { Currency } from '../../contract/money';
import { ChartCard, revenueLines, TimeSeriesChart } from '../../src/components/charts';
import { formatDay, formatMoney } from '../../src/format';
import { amountOf } from '../../src/components/money';

/** Revenue of each day of the period, one line per currency, with the sales of the day in the table. */
export function RevenueChart({ query }: { query: UseQueryResult<SalesStatistics> }) {
  const translate = useTranslate();
  const series = query.data?.series ?? [];
  const lines = revenueLines(series);
  const currencies = lines.map((line) => line.label as Currency);
  return (
    <ChartCard
      title="app.analytics.sales.revenue_by_day"
      isPending={query.isPending}
      error={query.error}
      empty={lines.length === 0}
      legend={lines}
      figures={{
        columns: [translate('app.charts.date'), translate('app.analytics.sales.sales'), ...currencies],
        rows: series.map((point) => ({
          key: point.date,
          cells: [formatDay(point.date), point.sales, ...currencies.map((currency) => formatMoney(amountOf(point.revenue, currency), currency))],
        })),
      }}
    >
      {(width) => (
        <TimeSeriesChart width={width} dates={series.map((point) => point.date)} series={lines} />
      )}
    </ChartCard>
  );
}
