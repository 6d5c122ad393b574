import type { ContentDashboard as Content } from '../../contract/dashboard';
import { DashboardGrid, GridItem, span } from './DashboardGrid';
import { ActiveItems } from './ActiveItems';
import { FlagCounts } from './FlagCounts';
import { RecentFeedEntries } from './RecentFeedEntries';

/** The dashboard of editors: books and magazines, the newest feed entries, and what the app shows now. No revenue, no orders. */
export function ContentDashboard({ dashboard }: { dashboard: Content }) {
  return (
    <DashboardGrid>
      <GridItem span={span.pair}>
        <FlagCounts title="app.dashboard.books" counts={dashboard.books} />
      </GridItem>
      <GridItem span={span.pair}>
        <FlagCounts title="app.dashboard.magazines" counts={dashboard.magazines} />
      </GridItem>
      <GridItem span={span.half}>
        <RecentFeedEntries entries={dashboard.recentFeedEntries} />
      </GridItem>
      <ActiveItems kind="banners" items={dashboard.activeBanners} />
      <ActiveItems kind="alerts" items={dashboard.activeAlerts} />
    </DashboardGrid>
  );
}
