import { AnalyticsGrid } from './AnalyticsGrid';
import { AnalyticsHeader } from './AnalyticsHeader';
import { EventKpis } from './EventKpis';
import { EventsChart } from './EventsChart';
import { ScreenEventSearch } from './ScreenEventSearch';
import { useAnalytics } from './useAnalytics';
import { useAnalyticsRange } from './useAnalyticsRange';

/** `/analytics/event`: screen views and events over the period, and the screen-event categories of the last 30 days. */
export default function EventAnalyticsPage() {
  const range = useAnalyticsRange();
  const visitors = useAnalytics('getVisitorStatistics', { startDate: range.startDate, endDate: range.endDate });
  return (
    <>
      <AnalyticsHeader title="app.menu.event" range={range} />
      <EventKpis query={visitors} />
      <AnalyticsGrid>
        <EventsChart query={visitors} today={range.today} />
      </AnalyticsGrid>
      <ScreenEventSearch />
    </>
  );
}
