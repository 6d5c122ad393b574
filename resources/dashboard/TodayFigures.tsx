import type { CommerceDashboard } from '../../contract/dashboard';
import { KpiCard } from '../../src/components/charts/KpiCard';
import { formatNumber } from '../../src/format';
import { MoneyAmounts } from '../../src/components/MoneyAmounts';

/** Today's sales, revenue, orders and active users, one card each. */
export function TodayFigures({ today }: { today: CommerceDashboard['today'] }) {
  return (
    <>
      <KpiCard label="app.dashboard.today.sales" value={formatNumber(today.sales)} />
      <KpiCard label="app.dashboard.today.revenue" value={<MoneyAmounts amounts={today.revenue} />} />
      <KpiCard label="app.dashboard.today.orders" value={formatNumber(today.orders)} />
      <KpiCard label="app.dashboard.today.active_users" value={formatNumber(today.activeUsers)} />
    </>
  );
}
