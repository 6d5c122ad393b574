import { formatDay } from '../../src/format';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CommerceDashboard } from '../../contract/dashboard';
import { changeFrom } from '../../src/components/charts/chartDefaults';
import { KpiCard } from '../../src/components/charts/KpiCard';
import { amountOf } from '../../src/components/money';
import { formatNumber } from '../../src/format';
import { GridItem, span } from './DashboardGrid';
import { MoneyAmounts } from '../../src/components/MoneyAmounts';

/** The last 7 days' figures, each with its change against the 7 days before. */
export function PeriodFigures({ period }: { period: CommerceDashboard['period'] }) {
  const translate = useTranslate();
  const { previous } = period;
  const vs = 'app.dashboard.period.vs_previous';
  const currencies = new Set([...period.revenue, ...previous.revenue].map((item) => item.currency));
  // One currency reads as any other figure; several carry a change per currency.
  const [only] = currencies;
  const revenueChange = currencies.size > 1 ? undefined : changeFrom(amountOf(previous.revenue, only ?? ''), amountOf(period.revenue, only ?? ''));
  return (
    <>
      <GridItem span={span.row}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {translate('app.dashboard.period.caption', {
            start: formatDay(period.startDate),
            end: formatDay(period.endDate),
            previousStart: formatDay(previous.startDate),
            previousEnd: formatDay(previous.endDate),
          })}
        </Typography>
      </GridItem>
      <KpiCard label="app.dashboard.period.sales" value={formatNumber(period.sales)} change={changeFrom(previous.sales, period.sales)} changeLabel={vs} />
      <KpiCard
        label="app.dashboard.period.revenue"
        value={<MoneyAmounts amounts={period.revenue} previous={currencies.size > 1 ? previous.revenue : undefined} changeLabel={vs} />}
        change={revenueChange}
        changeLabel={vs}
      />
      <KpiCard label="app.dashboard.period.orders" value={formatNumber(period.orders)} change={changeFrom(previous.orders, period.orders)} changeLabel={vs} />
      <KpiCard
        label="app.dashboard.period.active_users"
        value={formatNumber(period.activeUsers)}
        change={changeFrom(previous.activeUsers, period.activeUsers)}
        changeLabel={vs}
      />
    </>
  );
}
