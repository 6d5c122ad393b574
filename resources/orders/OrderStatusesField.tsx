import { Box, Typography } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';
import { OrderStatusField } from './OrderStatusField';

/**
 * The order's status chip with its payment's status under it: the two statuses in one column where
 * room is short, each wrapping between words rather than widen the table (a long status in French).
 */
export function OrderStatusesField(_props: FieldProps) {
  const record = useRecordContext<OrderSummary>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <OrderStatusField wrap />
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', whiteSpace: 'normal' }}>
        {translate('resources.orders.payment_line', { status: translate(`app.payment_statuses.${record.paymentStatus}`) })}
      </Typography>
    </Box>
  );
}
