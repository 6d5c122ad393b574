import type { FieldProps } from 'react-admin';
import { OrderStatus } from '../../contract/enums';
import { StatusChip } from '../../src/components/StatusChip';

const colors = {
  [OrderStatus.INITIATED]: 'info',
  [OrderStatus.PROCESSING]: 'info',
  [OrderStatus.CONFIRMED]: 'success',
  [OrderStatus.PAYMENT_FAILED]: 'error',
  [OrderStatus.PAYMENT_CANCELLED]: 'warning',
  [OrderStatus.REFUNDED]: 'secondary',
} as const;

/** The order status as a coloured chip (Cancelled stays grey). */
export function OrderStatusField(props: Omit<FieldProps, 'source'> & { source?: string }) {
  return <StatusChip labels="app.order_statuses." colors={colors} {...props} source={props.source ?? 'status'} />;
}
