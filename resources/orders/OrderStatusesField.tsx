import { Box, Typography } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';
import { OrderStatusField } from './OrderStatusField';

/** The order's status chip with its payment's status under it: the two statuses in one column where room is short. */
export function OrderStatusesField(_props: FieldProps) {
  const record = useRecordContext<OrderSummary>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <OrderStatusField />
      <Typography component="span" variant="caption" noWrap sx={{ display: 'block', color: 'text.secondary' }}>
        {translate('resources.orders.payment_line', { status: translate(`app.payment_statuses.${record.paymentStatus}`) })}
      </Typography>
    </Box>
  );
}
