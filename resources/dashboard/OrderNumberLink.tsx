import { Link } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardOrder } from '../../contract/dashboard';

/** An order's number, linked to its page. */
export function OrderNumberLink({ order }: { order: DashboardOrder }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'orders', id: order.id, type: 'show' })}
      aria-label={translate('app.dashboard.order_link', { number: order.number })}
      sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
    >
      {order.number}
    </Link>
  );
}
