import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { CommerceDashboard as Commerce } from '../../contract/dashboard';
import { DashboardGrid, GridItem, span } from './DashboardGrid';
import { MrrFigures } from './MrrFigures';
import { PendingPayments } from './PendingPayments';
import { PeriodFigures } from './PeriodFigures';
import { RecentOrders } from './RecentOrders';
import { TodayFigures } from './TodayFigures';

// The chart library loads after the figures: they show at once, the chart a moment later.
const RevenueChart = lazy(() => import('./RevenueChart'));

/** The dashboard of admins: today's and the week's figures, the month's revenue beside MRR, the newest orders and the pending payments. */
export function CommerceDashboard({ dashboard }: { dashboard: Commerce }) {
  return (
    <DashboardGrid>
      <TodayFigures today={dashboard.today} />
      <PeriodFigures period={dashboard.period} />
      <GridItem span={span.wide}>
        <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
          <RevenueChart days={dashboard.revenueSeries} today={dashboard.today.date} />
        </Suspense>
      </GridItem>
      <GridItem span={span.side}>
        <MrrFigures period={dashboard.period} />
      </GridItem>
      <GridItem span={span.wide}>
        <RecentOrders orders={dashboard.recentOrders} />
      </GridItem>
      <GridItem span={span.side}>
        <PendingPayments pending={dashboard.pendingPayments} />
      </GridItem>
    </DashboardGrid>
  );
}
