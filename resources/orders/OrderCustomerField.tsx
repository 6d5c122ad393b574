import { Box, Typography } from '@mui/material';
import { type FieldProps, useRecordContext } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';

/** The customer who placed the order: name, with the e-mail under it. */
export function OrderCustomerField(_props: FieldProps) {
  const record = useRecordContext<OrderSummary>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">{record.customer.name}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {record.customer.email}
      </Typography>
    </Box>
  );
}
