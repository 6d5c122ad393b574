import type { OrderStatus, PaymentProvider, PaymentStatus, PurchaseType } from './enums';

/**
 * The English labels of an order's statuses and types: the console shows them (src/shell/i18n/shared.ts)
 * and the server writes them (the CSV export, a payment's provider). Free of zod: the console's
 * first load carries them.
 */
export const orderStatusLabel: Record<Exclude<OrderStatus, 0>, string> = {
  1: 'Initiated',
  2: 'Confirmed',
  3: 'Payment Failed',
  4: 'Refunded',
  5: 'Cancelled',
  6: 'Processing',
  7: 'Payment Cancelled',
  8: 'Partially refunded',
};
export const paymentStatusLabel: Record<PaymentStatus, string> = {
  1: 'None',
  2: 'Initiated',
  3: 'Processing',
  4: 'Pending',
  5: 'Success',
  6: 'Failed',
  7: 'Refunded',
  8: 'Cancelled',
  9: 'Partially refunded',
};
export const purchaseTypeLabel: Record<Exclude<PurchaseType, 0>, string> = { 1: 'Subscription', 2: 'Book Purchase' };
export const paymentProviderLabel: Record<PaymentProvider, string> = { 1: 'Card payment provider' };
