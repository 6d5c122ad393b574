import { ActiveUsersCard } from './ActiveUsersCard';
import { AnalyticsGrid } from './AnalyticsGrid';
import { AnalyticsHeader } from './AnalyticsHeader';
import { DeviceCharts } from './DeviceCharts';
import { useAnalytics } from './useAnalytics';
import { useAnalyticsRange } from './useAnalyticsRange';
import { VisitorKpis } from './VisitorKpis';
import { VisitorsChart } from './VisitorsChart';

/** `/analytics/visitor`: who opened the app over the period, on which devices, and how many come back. */
export default function VisitorAnalyticsPage() {
  const range = useAnalyticsRange();
  const dates = { startDate: range.startDate, endDate: range.endDate };
  const visitors = useAnalytics('getVisitorStatistics', dates);
  const devices = useAnalytics('getDeviceStatistics', dates);
  return (
    <>
      <AnalyticsHeader title="app.menu.visitor" range={range} />
      <VisitorKpis query={visitors} />
      <AnalyticsGrid min={440}>
        <VisitorsChart query={visitors} today={range.today} />
        <ActiveUsersCard range={range} />
      </AnalyticsGrid>
      <DeviceCharts query={devices} />
    </>
  );
}
