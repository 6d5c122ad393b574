import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { MrrMovements } from '../../../contract/subscriptionFigures';
import { mrrMovementKinds } from '../../../contract/subscriptionFigureRules';
import { BarsChart, ChartCard, colorAt } from '../../../src/components/charts';
import { formatMonth, formatNumber, formatShortDay } from '../../../src/format';
import { ExportButton } from './ExportButton';
import { SignedAmounts } from './figureText';
import type { FigureRange } from './subscriptionQueries';

/** How many movements of each kind, per day or per month as the API chose for the period, stacked; the net change of MRR in the table. */
export function MovementsChart({ query, range }: { query: UseQueryResult<MrrMovements>; range: FigureRange }) {
  const translate = useTranslate();
  const data = query.data;
  const series = data?.series ?? [];
  const interval = data?.interval ?? 'day';
  const formatPeriod = interval === 'month' ? formatMonth : formatShortDay;
  const kinds = mrrMovementKinds.map((kind, index) => ({
    label: translate(`app.analytics.subscriptions.movements.kinds.${kind}`),
    color: colorAt(index),
    data: series.map((point) => point[kind].customers),
  }));
  const title = translate('app.analytics.subscriptions.movements.by_period', { interval: translate(`app.analytics.subscriptions.movements.intervals.${interval}`) });
  return (
    <ChartCard
      title={title}
      isPending={query.isPending}
      error={query.error}
      empty={kinds.every((kind) => kind.data.every((count) => count === 0))}
      legend={kinds}
      toolbar={<ExportButton query={{ view: 'movements', interval, ...range }} name={title} />}
      figures={{
        columns: [
          translate(`app.analytics.subscriptions.movements.period.${interval}`),
          ...kinds.map((kind) => kind.label),
          translate('app.analytics.subscriptions.movements.net'),
        ],
        rows: series.map((point) => ({
          key: point.period,
          cells: [formatPeriod(point.period), ...mrrMovementKinds.map((kind) => formatNumber(point[kind].customers)), <SignedAmounts key="net" amounts={point.net} />],
        })),
      }}
    >
      {(width) => <BarsChart width={width} categories={series.map((point) => point.period)} formatCategory={formatPeriod} series={kinds} stacked />}
    </ChartCard>
  );
}
