import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CommerceDashboard } from '../../contract/dashboard';
import { DashboardCard, EmptyMessage } from './DashboardCard';
import { formatNumber } from '../../src/format';
import { PendingOrders } from './PendingOrders';

/** How many orders wait for the payment provider, and the oldest of them, linked to their pages. */
export function PendingPayments({ pending }: { pending: CommerceDashboard['pendingPayments'] }) {
  const translate = useTranslate();
  return (
    <DashboardCard title="app.dashboard.pending_payments.title">
      {pending.count === 0 ? (
        <EmptyMessage message="app.dashboard.pending_payments.empty" />
      ) : (
        <>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {formatNumber(pending.count)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.dashboard.pending_payments.count', { smart_count: pending.count })}
          </Typography>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            {translate('app.dashboard.pending_payments.oldest')}
          </Typography>
          <PendingOrders orders={pending.oldest} />
        </>
      )}
    </DashboardCard>
  );
}
