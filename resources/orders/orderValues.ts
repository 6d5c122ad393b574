import { choiceValue, type FieldFormats, moneyValue } from '../../src/components/fieldValues';
import { orderStatusChoices, paymentStatusChoices, purchaseTypeChoices } from './orderChoices';

/** How an order's coded fields read in its list and its history. */
export const orderValues: FieldFormats = {
  status: choiceValue(orderStatusChoices),
  paymentStatus: choiceValue(paymentStatusChoices),
  purchaseType: choiceValue(purchaseTypeChoices),
  amount: moneyValue(),
  refunded: moneyValue(),
};
