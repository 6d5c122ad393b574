import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SalesStatistics } from '../../contract/analytics';
import type { Currency } from '../../contract/currencies';
import { ChartCard, revenueLines, TimeSeriesChart, usePartialDay } from '../../src/components/charts';
import { formatMoney, formatNumber } from '../../src/format';
import { amountOf } from '../../src/components/money';

/** Revenue of each day of the period, one line per currency, with the sales of the day in the table; today, not over yet, dashed. */
export function RevenueChart({ query, today }: { query: UseQueryResult<SalesStatistics>; today: string }) {
  const translate = useTranslate();
  const series = query.data?.series ?? [];
  const dates = series.map((point) => point.date);
  const partialDay = usePartialDay(dates, today);
  const lines = revenueLines(series);
  const currencies = lines.map((line) => line.label as Currency);
  return (
    <ChartCard
      title="app.analytics.sales.revenue_by_day"
      isPending={query.isPending}
      error={query.error}
      empty={lines.length === 0}
      legend={[...lines, ...partialDay.legend]}
      figures={{
        columns: [translate('app.charts.date'), translate('app.analytics.sales.sales'), ...currencies],
        rows: series.map((point) => ({
          key: point.date,
          cells: [partialDay.dayLabel(point.date), formatNumber(point.sales), ...currencies.map((currency) => formatMoney(amountOf(point.revenue, currency), currency))],
        })),
      }}
    >
      {(width) => <TimeSeriesChart width={width} dates={dates} series={lines} partialLast={partialDay.partial} />}
    </ChartCard>
  );
}
