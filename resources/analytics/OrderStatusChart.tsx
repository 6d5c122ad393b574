import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { OrderStatistics } from '../../contract/analytics';
import { orderStatuses } from '../../contract/enums';
import { BarsChart, ChartCard, colorAt } from '../../src/components/charts';
import { formatNumber } from '../../src/format';

/** Orders placed over the period by their status now: horizontal bars, so every status is named in full, at any width. */
export function OrderStatusChart({ query }: { query: UseQueryResult<OrderStatistics> }) {
  const translate = useTranslate();
  const byStatus = query.data?.totals.byStatus;
  const label = translate('app.analytics.orders.orders');
  const rows = orderStatuses.map((status) => ({ status, label: translate(`app.order_statuses.${status}`), count: byStatus?.[status] ?? 0 }));
  const counts = rows.map((row) => row.count);
  const labels = rows.map((row) => row.label);
  return (
    <ChartCard
      title="app.analytics.orders.by_status"
      isPending={query.isPending}
      error={query.error}
      empty={counts.every((count) => count === 0)}
      legend={[{ label, color: colorAt(0) }]}
      figures={{
        columns: [translate('resources.orders.fields.status'), label],
        rows: rows.map((row) => ({ key: String(row.status), cells: [row.label, formatNumber(row.count)] })),
      }}
    >
      {(width) => <BarsChart width={width} layout="horizontal" categories={labels} series={[{ label, color: colorAt(0), data: counts }]} />}
    </ChartCard>
  );
}
