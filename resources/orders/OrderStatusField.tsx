import type { FieldProps } from 'react-admin';
import { StatusChip } from '../../src/components/StatusChip';
import { orderStatusColors } from './statusColors';

/** The order status as a coloured chip (Cancelled stays grey). */
export function OrderStatusField(props: Omit<FieldProps, 'source'> & { source?: string; wrap?: boolean }) {
  return <StatusChip labels="app.order_statuses." colors={orderStatusColors} {...props} source={props.source ?? 'status'} />;
}
