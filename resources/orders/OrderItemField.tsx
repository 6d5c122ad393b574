import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';
import { TwoLineCell } from '../../src/components/TwoLineCell';

/** What was bought, with its purchase type under it (Book Purchase, Subscription). */
export function OrderItemField(_props: FieldProps) {
  const record = useRecordContext<OrderSummary>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <TwoLineCell
      primary={record.item.title}
      secondary={translate(`app.purchase_types.${record.purchaseType}`)}
      maxWidth={{ md: 160, xl: 280 }}
    />
  );
}
