import { TopToolbar, useRecordContext } from 'react-admin';
import { OrderStatus, PaymentStatus } from '../../contract/enums';
import type { Order } from '../../contract/orders';
import { OrderReasonButton } from './OrderReasonButton';
import { RecheckPaymentButton } from './RecheckPaymentButton';

const unpaid: number[] = [OrderStatus.INITIATED, OrderStatus.PROCESSING];
const paid: number[] = [PaymentStatus.SUCCESS, PaymentStatus.REFUNDED];

/** What can be done with the order: re-check its payment, refund it once confirmed, cancel it while unpaid. */
export function OrderShowActions() {
  const record = useRecordContext<Order>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      <RecheckPaymentButton />
      {record.status === OrderStatus.CONFIRMED && record.paymentStatus === PaymentStatus.SUCCESS && <OrderReasonButton action="refund" />}
      {unpaid.includes(record.status) && !paid.includes(record.paymentStatus) && <OrderReasonButton action="cancel" />}
    </TopToolbar>
  );
}
