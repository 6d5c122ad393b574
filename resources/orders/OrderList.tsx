import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { DataTable, useTranslate } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import type { OrderSummary } from '../../contract/orders';
import { DateTimeField } from '../../src/components/DateFields';
import { ListEmpty } from '../../src/components/ListEmpty';
import { OrderAmountField } from './OrderAmountField';
import { useListWidth } from '../../src/components/useListWidth';
import { formatDate, formatMoney } from '../../src/format';
import { OrderCustomerField } from './OrderCustomerField';
import { orderFilters } from './orderFilters';
import { OrderItemField } from './OrderItemField';
import { OrderListActions } from './OrderListActions';
import { OrderStatusesField } from './OrderStatusesField';
import { OrderStatusField } from './OrderStatusField';
import { OrdersNoResults } from './OrdersNoResults';
import { PaymentStatusField } from './PaymentStatusField';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';

/**
 * The orders, newest first. Every field stays on one line: long names, e-mails and items are cut
 * with the whole text on hover and focus; below 1440px the payment status moves under the order's
 * status, and on phones the list becomes a simple list.
 */
export default function OrderList() {
  const bulk = useBulkActions();
  const width = useListWidth();
  const translate = useTranslate();
  return (
    <ConsoleList
      filters={orderFilters}
      actions={<OrderListActions />}
      empty={<ListEmpty icon={ReceiptLongIcon} />}
      exporter={false}
    >
      {width === 'phone' ? (
        <PhoneList<OrderSummary>
          primaryText={(record) => `${record.number} · ${formatMoney(record.amount, record.currency)}`}
          secondaryText={(record) => `${record.customer.email} · ${translate(`app.order_statuses.${record.status}`)}`}
          tertiaryText={(record) => formatDate(record.createdAt)}
          linkType="show"
          empty={<OrdersNoResults />}
        />
      ) : (
        <DataTable rowClick="show" {...bulk} empty={<OrdersNoResults />} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
          <DataTable.Col source="number" />
          <DataTable.Col source="createdAt">
            <DateTimeField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="customer" disableSort field={OrderCustomerField} />
          <DataTable.Col source="item.title" disableSort field={OrderItemField} />
          <DataTable.Col source="amount" field={OrderAmountField} align="right" />
          {width === 'wide' && <DataTable.Col source="status" disableSort field={OrderStatusField} />}
          {width === 'wide' && <DataTable.Col source="paymentStatus" disableSort field={PaymentStatusField} />}
          {width !== 'wide' && <DataTable.Col source="status" disableSort field={OrderStatusesField} />}
        </DataTable>
      )}
    </ConsoleList>
  );
}
