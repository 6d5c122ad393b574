import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DashboardGrid, GridItem, span } from './DashboardGrid';

/** Placeholders of the cards' shapes while the dashboard loads; neutral, as the view (commerce or content) is not known yet. */
export function DashboardSkeleton() {
  const translate = useTranslate();
  return (
    <Box role="status" aria-busy aria-label={translate('app.dashboard.loading')}>
      <DashboardGrid>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={112} />
        ))}
        <GridItem span={span.wide}>
          <Skeleton variant="rounded" height={320} />
        </GridItem>
        <GridItem span={span.side}>
          <Skeleton variant="rounded" height={320} />
        </GridItem>
      </DashboardGrid>
    </Box>
  );
}
