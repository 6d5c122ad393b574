import { type FieldProps, useRecordContext } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';
import { TwoLineCell } from '../../src/components/TwoLineCell';

/** The customer who placed the order: name, with the e-mail under it, each on one line. */
export function OrderCustomerField(_props: FieldProps) {
  const record = useRecordContext<OrderSummary>();
  if (!record) return null;
  return <TwoLineCell primary={record.customer.name} secondary={record.customer.email} maxWidth={{ md: 180, xl: 260 }} />;
}
