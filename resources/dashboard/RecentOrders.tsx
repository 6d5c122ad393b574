import { Link } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardOrder } from '../../contract/dashboard';
import { DashboardCard, EmptyMessage } from './DashboardCard';
import { OrdersList } from './OrdersList';
import { OrdersTable } from './OrdersTable';
import { useIsPhone } from '../../src/components/useIsPhone';

/** The 10 newest orders: a table, or a list on phones where five columns do not fit. */
export function RecentOrders({ orders }: { orders: DashboardOrder[] }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const narrow = useIsPhone();
  const all = (
    <Link component={RouterLink} to={createPath({ resource: 'orders', type: 'list' })} variant="body2">
      {translate('app.dashboard.recent_orders.all')}
    </Link>
  );
  return (
    <DashboardCard title="app.dashboard.recent_orders.title" action={all}>
      {orders.length === 0 ? (
        <EmptyMessage message="app.dashboard.recent_orders.empty" />
      ) : narrow ? (
        <OrdersList orders={orders} />
      ) : (
        <OrdersTable orders={orders} />
      )}
    </DashboardCard>
  );
}
