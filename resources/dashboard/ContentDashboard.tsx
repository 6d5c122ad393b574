import type { ContentDashboard as Content } from '../../contract/dashboard';
import { ActiveItems } from './ActiveItems';
import { DashboardGrid, GridItem, span } from './DashboardGrid';
import { FlagCounts } from './FlagCounts';
import { RecentFeedEntries } from './RecentFeedEntries';

/**
 * The dashboard of editors: books and magazines, and what the app shows now. No revenue, no
 * orders, and no feed (not an editor's area: the API sends its entries only to roles that open it).
 */
export function ContentDashboard({ dashboard }: { dashboard: Content }) {
  const feed = dashboard.recentFeedEntries;
  // Beside the feed the app's banners and alerts take a column each; without it, half the row.
  const showing = feed ? span.side : span.pair;
  return (
    <DashboardGrid>
      <GridItem span={span.pair}>
        <FlagCounts title="app.dashboard.books" counts={dashboard.books} />
      </GridItem>
      <GridItem span={span.pair}>
        <FlagCounts title="app.dashboard.magazines" counts={dashboard.magazines} />
      </GridItem>
      {feed && (
        <GridItem span={span.half}>
          <RecentFeedEntries entries={feed} />
        </GridItem>
      )}
      <GridItem span={showing}>
        <ActiveItems kind="banners" items={dashboard.activeBanners} />
      </GridItem>
      <GridItem span={showing}>
        <ActiveItems kind="alerts" items={dashboard.activeAlerts} />
      </GridItem>
    </DashboardGrid>
  );
}
