import type { FieldProps } from 'react-admin';
import { PaymentStatus } from '../../contract/enums';
import { StatusChip } from '../../src/components/StatusChip';

const colors = {
  [PaymentStatus.INITIATED]: 'info',
  [PaymentStatus.PROCESSING]: 'info',
  [PaymentStatus.PENDING]: 'warning',
  [PaymentStatus.SUCCESS]: 'success',
  [PaymentStatus.FAILED]: 'error',
  [PaymentStatus.REFUNDED]: 'secondary',
} as const;

/** A payment status as a coloured chip (None and Cancelled stay grey). */
export function PaymentStatusField(props: Omit<FieldProps, 'source'> & { source?: string }) {
  return <StatusChip labels="app.payment_statuses." colors={colors} {...props} source={props.source ?? 'paymentStatus'} />;
}
