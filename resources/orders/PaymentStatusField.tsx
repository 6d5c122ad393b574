import type { FieldProps } from 'react-admin';
import { StatusChip } from '../../src/components/StatusChip';
import { paymentStatusColors } from './statusColors';

/** A payment status as a coloured chip (None and Cancelled stay grey). */
export function PaymentStatusField(props: Omit<FieldProps, 'source'> & { source?: string }) {
  return <StatusChip labels="app.payment_statuses." colors={paymentStatusColors} {...props} source={props.source ?? 'paymentStatus'} />;
}
