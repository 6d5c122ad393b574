import { orderStatuses, paymentStatuses, PurchaseType } from '../../contract/enums';

/** The status filter's choices, each with its label (its "All", ALL 0, is the filter's empty value). */
export const orderStatusChoices = orderStatuses.map((status) => ({
  id: status,
  name: `app.order_statuses.${status}`,
}));

export const paymentStatusChoices = paymentStatuses.map((status) => ({ id: status, name: `app.payment_statuses.${status}` }));

export const purchaseTypeChoices = [PurchaseType.SUBSCRIPTION, PurchaseType.BOOK_PURCHASE].map((type) => ({
  id: type,
  name: `app.purchase_types.${type}`,
}));
