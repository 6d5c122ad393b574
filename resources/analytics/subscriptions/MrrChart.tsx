import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../../contract/currencies';
import type { MrrStatistics } from '../../../contract/subscriptionFigures';
import { ChartCard, revenueLines, TimeSeriesChart, usePartialDay } from '../../../src/components/charts';
import { amountOf } from '../../../src/components/money';
import { formatMoney, formatNumber } from '../../../src/format';
import { ExportButton } from './ExportButton';
import type { FigureRange } from './subscriptionQueries';

/** MRR of each day of the period, one line per currency, with the subscribers of the day in the table. */
export function MrrChart({ query, range, today }: { query: UseQueryResult<MrrStatistics>; range: FigureRange; today: string }) {
  const translate = useTranslate();
  const series = query.data?.series ?? [];
  const dates = series.map((point) => point.date);
  const partialDay = usePartialDay(dates, today);
  const lines = revenueLines(series.map((point) => ({ revenue: point.mrr })));
  const currencies = lines.map((line) => line.label as Currency);
  const subscribers = (point: (typeof series)[number]) => point.subscribers.reduce((sum, item) => sum + item.count, 0);
  const title = 'app.analytics.subscriptions.mrr_by_day';
  return (
    <ChartCard
      title={title}
      isPending={query.isPending}
      error={query.error}
      empty={lines.length === 0}
      legend={[...lines, ...partialDay.legend]}
      toolbar={<ExportButton query={{ view: 'mrr', ...range }} name={translate(title)} />}
      figures={{
        columns: [translate('app.charts.date'), translate('app.analytics.subscriptions.subscribers'), ...currencies],
        rows: series.map((point) => ({
          key: point.date,
          cells: [partialDay.dayLabel(point.date), formatNumber(subscribers(point)), ...currencies.map((currency) => formatMoney(amountOf(point.mrr, currency), currency))],
        })),
      }}
    >
      {(width) => <TimeSeriesChart width={width} dates={dates} series={lines} partialLast={partialDay.partial} />}
    </ChartCard>
  );
}
