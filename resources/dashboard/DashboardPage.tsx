import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { CommerceDashboard } from './CommerceDashboard';
import { ContentDashboard } from './ContentDashboard';
import { DashboardSkeleton } from './DashboardSkeleton';
import { useDashboard } from './useDashboard';

/** The dashboard of the signed-in staff member's role: sales and orders for admins, content for editors. */
export default function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data, error, isPending } = useDashboard();
  const welcome = translate('app.dashboard.welcome', { name: identity?.fullName ?? '' });
  return (
    <Box sx={{ mt: { xs: 1, sm: 2 }, mb: 4 }}>
      <Title title="app.dashboard.title" />
      {/* One line whatever the name's length (cut with its whole text on hover): a long name pushed the key figures out of a phone's first screen. */}
      <Typography component="h1" variant="h5" noWrap title={welcome} sx={{ mb: { xs: 1, sm: 2 }, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
        {welcome}
      </Typography>
      {isPending ? (
        <DashboardSkeleton />
      ) : error ? (
        <Alert severity="error">
          <AlertTitle>{translate('app.dashboard.error')}</AlertTitle>
          {error.message}
        </Alert>
      ) : data.view === 'commerce' ? (
        <CommerceDashboard dashboard={data} />
      ) : (
        <ContentDashboard dashboard={data} />
      )}
    </Box>
  );
}
