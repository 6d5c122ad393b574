import { OrderStatus, orderStatuses, paymentStatuses, PurchaseType } from '../../contract/enums';

/** The status filter: All (0), then every order status, each with its label. */
export const orderStatusChoices = [OrderStatus.ALL, ...orderStatuses].map((status) => ({
  id: status,
  name: `app.order_statuses.${status}`,
}));

export const paymentStatusChoices = paymentStatuses.map((status) => ({ id: status, name: `app.payment_statuses.${status}` }));

export const purchaseTypeChoices = [PurchaseType.ALL, PurchaseType.SUBSCRIPTION, PurchaseType.BOOK_PURCHASE].map((type) => ({
  id: type,
  name: `app.purchase_types.${type}`,
}));
