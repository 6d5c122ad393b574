import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentDashboard } from '../../contract/dashboard';
import { DashboardCard, EmptyMessage } from './DashboardCard';
import { formatRecent } from '../../src/format';

/** The newest published feed entries, for a role of the content dashboard that opens the feed (the API sends them to no other). */
export function RecentFeedEntries({ entries }: { entries: NonNullable<ContentDashboard['recentFeedEntries']> }) {
  const translate = useTranslate();
  return (
    <DashboardCard title="app.dashboard.feed.title">
      {entries.length === 0 ? (
        <EmptyMessage message="app.dashboard.feed.empty" />
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry.id} divider disableGutters>
              <ListItemText
                primary={entry.title}
                secondary={translate('app.dashboard.feed.published', { date: formatRecent(entry.publishAt) })}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}
