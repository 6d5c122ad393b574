import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';

/** The customer who placed the order, linked to their page, with the e-mail under the name. */
export function OrderCustomerLink() {
  const record = useRecordContext<OrderSummary>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <>
      <Link component={RouterLink} to={createPath({ resource: 'users/customers', id: record.customer.id, type: 'show' })}>
        {record.customer.name}
      </Link>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {record.customer.email}
      </Typography>
    </>
  );
}
