import { formatNumber } from '../../src/format';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KpiCard } from '../../src/components/charts';
import { MoneyAmounts } from '../../src/components/MoneyAmounts';
import { KpiRow } from './KpiRow';
import { useAnalytics } from './useAnalytics';

/** The figures of today and of now (getGeneralStatistics), whatever the period. */
export function TodayKpis() {
  const translate = useTranslate();
  const { data, isPending } = useAnalytics('getGeneralStatistics');
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('app.analytics.today.title')}
      </Typography>
      <KpiRow>
        <KpiCard label="app.analytics.today.orders" isPending={isPending} value={data && formatNumber(data.ordersToday)} />
        <KpiCard label="app.analytics.today.sales" isPending={isPending} value={data && formatNumber(data.salesToday)} />
        <KpiCard label="app.analytics.today.revenue" isPending={isPending} value={data && <MoneyAmounts amounts={data.revenueToday} />} />
        <KpiCard
          label="app.analytics.today.customers"
          isPending={isPending}
          value={data && formatNumber(data.customers.total)}
          detail={data && translate('app.analytics.today.new_customers', { count: formatNumber(data.customers.newToday) })}
        />
      </KpiRow>
    </>
  );
}
