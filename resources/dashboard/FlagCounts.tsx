import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentDashboard } from '../../contract/dashboard';
import { DashboardCard } from './DashboardCard';
import { formatNumber } from '../../src/format';

/** How many books (or magazines) are enabled and disabled. */
export function FlagCounts({ title, counts }: { title: string; counts: ContentDashboard['books'] }) {
  const translate = useTranslate();
  const figures = [
    { key: 'enabled', value: counts.E },
    { key: 'disabled', value: counts.D },
  ];
  return (
    <DashboardCard title={title}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        {figures.map((figure) => (
          <div key={figure.key}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(`app.dashboard.${figure.key}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
              {formatNumber(figure.value)}
            </Typography>
          </div>
        ))}
      </Box>
    </DashboardCard>
  );
}
