/**
 * Why an order is refunded (docs/api.md "Refunds"): the reasons staff choose from, with free
 * text beside (required for `other`). Free of zod: the console's refund dialog reads them.
 */
export const refundReasons = [
  'requested_by_customer',
  'duplicate',
  'not_delivered',
  'defective',
  'fraudulent',
  'goodwill',
  'other',
] as const;
export type RefundReason = (typeof refundReasons)[number];

export const refundReasonLabel: Record<RefundReason, string> = {
  requested_by_customer: 'Requested by the customer',
  duplicate: 'Duplicate order',
  not_delivered: 'Not delivered or unreadable',
  defective: 'Faulty file or content',
  fraudulent: 'Fraudulent payment',
  goodwill: 'Goodwill gesture',
  other: 'Other',
};

export const refundDetailMax = 500;
export const refundNoteMax = 1000;
