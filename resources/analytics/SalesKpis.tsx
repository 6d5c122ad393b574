import { formatNumber } from '../../src/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderStatistics, SalesStatistics } from '../../contract/analytics';
import { changeFrom, KpiCard } from '../../src/components/charts';
import { MoneyAmounts } from '../../src/components/MoneyAmounts';
import { KpiRow } from './KpiRow';
import { usePeriodChange } from './periodChange';

/**
 * Sales, revenue, average order value and orders over the period, against the period before;
 * revenue compares currency by currency, as amounts are never added across currencies. A period
 * that ends today is not compared (periodChange.ts).
 */
export function SalesKpis({ sales, orders }: { sales: UseQueryResult<SalesStatistics>; orders: UseQueryResult<OrderStatistics> }) {
  const translate = useTranslate();
  const totals = sales.data?.totals;
  const periodChange = usePeriodChange();
  const revenueChange = periodChange(sales.data, () => null);
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('app.analytics.sales.period')}
      </Typography>
      <KpiRow>
        <KpiCard
          label="app.analytics.sales.sales"
          isPending={sales.isPending}
          value={totals && formatNumber(totals.sales)}
          {...periodChange(sales.data, (data) => changeFrom(data.previous.totals.sales, data.totals.sales))}
        />
        <KpiCard
          label="app.analytics.sales.revenue"
          isPending={sales.isPending}
          value={totals && <MoneyAmounts amounts={totals.revenue} previous={revenueChange.detail ? undefined : sales.data?.previous.totals.revenue} />}
          detail={revenueChange.detail}
        />
        <KpiCard label="app.analytics.sales.average" isPending={sales.isPending} value={totals && <MoneyAmounts amounts={totals.averageOrderValue} />} />
        <KpiCard
          label="app.analytics.orders.orders"
          isPending={orders.isPending}
          value={orders.data && formatNumber(orders.data.totals.orders)}
          {...periodChange(orders.data, (data) => changeFrom(data.previous.totals.orders, data.totals.orders))}
        />
      </KpiRow>
    </>
  );
}
