import { AnalyticsGrid } from './AnalyticsGrid';
import { AnalyticsHeader } from './AnalyticsHeader';
import { CategorySales } from './CategorySales';
import { OrderStatusChart } from './OrderStatusChart';
import { PurchaseTypeChart } from './PurchaseTypeChart';
import { RevenueChart } from './RevenueChart';
import { SalesKpis } from './SalesKpis';
import { TodayKpis } from './TodayKpis';
import { useAnalytics } from './useAnalytics';
import { useAnalyticsRange } from './useAnalyticsRange';

/** `/analytics/revenue`: today's figures, then sales, revenue, orders and categories over the period. */
export default function RevenueAnalyticsPage() {
  const range = useAnalyticsRange();
  const dates = { startDate: range.startDate, endDate: range.endDate };
  const sales = useAnalytics('getSalesStatistics', dates);
  const orders = useAnalytics('getOrderStatistics', dates);
  return (
    <>
      <AnalyticsHeader title="app.menu.revenue" range={range} />
      <TodayKpis />
      <SalesKpis sales={sales} orders={orders} />
      <AnalyticsGrid>
        <RevenueChart query={sales} today={range.today} />
      </AnalyticsGrid>
      <AnalyticsGrid min={440}>
        <OrderStatusChart query={orders} />
        <PurchaseTypeChart query={orders} />
      </AnalyticsGrid>
      <CategorySales startDate={range.startDate} endDate={range.endDate} />
    </>
  );
}
