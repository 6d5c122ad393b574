import { TopToolbar, useRecordContext } from 'react-admin';
import { OrderStatus, PaymentStatus } from '../../contract/enums';
import type { Order } from '../../contract/orders';
import { CancelOrderButton } from './CancelOrderButton';
import { RefundButton } from './RefundButton';
import { RecheckPaymentButton } from './RecheckPaymentButton';

const unpaid: number[] = [OrderStatus.INITIATED, OrderStatus.PROCESSING];
const paid: number[] = [PaymentStatus.SUCCESS, PaymentStatus.REFUNDED];
const refundable = {
  orders: [OrderStatus.CONFIRMED, OrderStatus.PARTIALLY_REFUNDED] as number[],
  payments: [PaymentStatus.SUCCESS, PaymentStatus.PARTIALLY_REFUNDED] as number[],
};

/** What can be done with the order: re-check its payment, refund it (in part) once paid, cancel it while unpaid. */
export function OrderShowActions() {
  const record = useRecordContext<Order>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      <RecheckPaymentButton />
      {refundable.orders.includes(record.status) && refundable.payments.includes(record.paymentStatus) && <RefundButton />}
      {unpaid.includes(record.status) && !paid.includes(record.paymentStatus) && <CancelOrderButton />}
    </TopToolbar>
  );
}
