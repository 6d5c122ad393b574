import { OrderStatus, PaymentStatus } from '../../contract/enums';

/** The colours of an order's status chips (Cancelled stays grey). */
export const orderStatusColors = {
  [OrderStatus.INITIATED]: 'info',
  [OrderStatus.PROCESSING]: 'info',
  [OrderStatus.CONFIRMED]: 'success',
  [OrderStatus.PAYMENT_FAILED]: 'error',
  [OrderStatus.PAYMENT_CANCELLED]: 'warning',
  [OrderStatus.REFUNDED]: 'secondary',
  [OrderStatus.PARTIALLY_REFUNDED]: 'secondary',
} as const;

/** The colours of a payment's status chips (None and Cancelled stay grey). */
export const paymentStatusColors = {
  [PaymentStatus.INITIATED]: 'info',
  [PaymentStatus.PROCESSING]: 'info',
  [PaymentStatus.PENDING]: 'warning',
  [PaymentStatus.SUCCESS]: 'success',
  [PaymentStatus.FAILED]: 'error',
  [PaymentStatus.REFUNDED]: 'secondary',
  [PaymentStatus.PARTIALLY_REFUNDED]: 'secondary',
} as const;
