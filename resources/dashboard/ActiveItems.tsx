import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentDashboard } from '../../contract/dashboard';
import { DashboardCard, EmptyMessage } from './DashboardCard';

/** The banners (or alerts) showing in the app now: how many, their titles, and a link to manage them. */
export function ActiveItems({ kind, items }: { kind: 'banners' | 'alerts'; items: ContentDashboard['activeBanners'] }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const open = (
    <Link component={RouterLink} to={createPath({ resource: `ui/${kind}`, type: 'list' })} variant="body2">
      {translate(`app.dashboard.${kind}.open`)}
    </Link>
  );
  return (
    <DashboardCard title={`app.dashboard.${kind}.title`} action={open}>
      {items.count === 0 ? (
        <EmptyMessage message={`app.dashboard.${kind}.empty`} />
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(`app.dashboard.${kind}.count`, { smart_count: items.count })}
          </Typography>
          <List dense disablePadding>
            {items.titles.map((title, index) => (
              <ListItem key={index} divider disableGutters>
                <ListItemText primary={title} sx={{ overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </DashboardCard>
  );
}
