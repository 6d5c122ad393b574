import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardOrder } from '../../contract/dashboard';
import { formatAmount, formatRecent } from '../../src/format';
import { OrderNumberLink } from './OrderNumberLink';

/** Orders waiting for their payment, two short lines each to fit a narrow card: number (linked) and amount, then the payment's status and since when. */
export function PendingOrders({ orders }: { orders: DashboardOrder[] }) {
  const translate = useTranslate();
  return (
    <List dense disablePadding>
      {orders.map((order) => (
        <ListItem key={order.id} divider disableGutters>
          <ListItemText
            primary={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <OrderNumberLink order={order} />
                <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatAmount(order)}
                </Typography>
              </Box>
            }
            secondary={translate('app.dashboard.pending_payments.since', {
              status: translate(`app.payment_statuses.${order.paymentStatus}`),
              date: formatRecent(order.createdAt),
            })}
            slotProps={{ secondary: { variant: 'caption' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
