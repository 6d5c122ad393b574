import { Box, List, ListItem, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { DashboardOrder } from '../../contract/dashboard';
import { OrderStatusField } from '../orders/OrderStatusField';
import { formatAmount, formatRecent } from '../../src/format';
import { OrderNumberLink } from './OrderNumberLink';

/**
 * Orders as a compact list, for narrow cards and phones: number (linked) and amount, the
 * customer, then the order's status and when it was placed.
 */
export function OrdersList({ orders }: { orders: DashboardOrder[] }) {
  const translate = useTranslate();
  return (
    <List dense disablePadding>
      {orders.map((order) => (
        <ListItem key={order.id} divider disableGutters sx={{ display: 'block', py: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <OrderNumberLink order={order} />
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatAmount(order)}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {order.customerName}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <RecordContextProvider value={order}>
              <OrderStatusField />
            </RecordContextProvider>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {translate('app.dashboard.placed', { date: formatRecent(order.createdAt) })}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
