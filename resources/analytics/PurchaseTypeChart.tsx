import { formatNumber } from '../../src/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { OrderStatistics } from '../../contract/analytics';
import { PurchaseType } from '../../contract/enums';
import { ChartCard, colorAt, ShareChart } from '../../src/components/charts';

const purchaseTypes = [PurchaseType.SUBSCRIPTION, PurchaseType.BOOK_PURCHASE] as const;

/** Orders placed over the period: subscriptions against book purchases. */
export function PurchaseTypeChart({ query }: { query: UseQueryResult<OrderStatistics> }) {
  const translate = useTranslate();
  const byType = query.data?.totals.byPurchaseType;
  const slices = purchaseTypes.map((type, index) => ({
    id: String(type),
    label: translate(`app.purchase_types.${type}`),
    value: byType?.[type] ?? 0,
    color: colorAt(index),
  }));
  return (
    <ChartCard
      title="app.analytics.orders.by_purchase_type"
      isPending={query.isPending}
      error={query.error}
      empty={slices.every((slice) => slice.value === 0)}
      legend={slices}
      figures={{
        columns: [translate('resources.orders.fields.purchaseType'), translate('app.analytics.orders.orders')],
        rows: slices.map((slice) => ({ key: slice.id, cells: [slice.label, formatNumber(slice.value)] })),
      }}
    >
      {(width) => <ShareChart width={width} slices={slices} />}
    </ChartCard>
  );
}
