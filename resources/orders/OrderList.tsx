import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, SimpleList, TextField, useTranslate } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';
import { DateTimeField } from '../../src/components/DateFields';
import { defaultDatePreset, presetRange } from '../../src/components/dateRange/presets';
import { useBusinessTimeZone } from '../../src/components/dateRange/useBusinessTimeZone';
import { ListEmpty } from '../../src/components/ListEmpty';
import { MoneyField } from '../../src/components/MoneyField';
import { formatDate } from '../../src/format';
import { formatMoney } from '../../src/format';
import { OrderCustomerField } from './OrderCustomerField';
import { orderFilters } from './orderFilters';
import { OrderListActions } from './OrderListActions';
import { OrderStatusField } from './OrderStatusField';
import { PaymentStatusField } from './PaymentStatusField';

export default function OrderList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const timeZone = useBusinessTimeZone();
  return (
    <List
      filters={orderFilters}
      // The date-range selector starts at Last 7 Days.
      filterDefaultValues={presetRange(defaultDatePreset, new Date(), timeZone)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={<OrderListActions />}
      empty={<ListEmpty icon={ReceiptLongIcon} />}
      exporter={false}
    >
      {narrow ? (
        <SimpleList<OrderSummary>
          primaryText={(record) => `${record.number} · ${formatMoney(record.amount, record.currency)}`}
          secondaryText={(record) => `${record.customer.email} · ${translate(`app.order_statuses.${record.status}`)}`}
          tertiaryText={(record) => formatDate(record.createdAt)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="number" />
          <DataTable.Col source="createdAt">
            <DateTimeField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="customer" disableSort field={OrderCustomerField} />
          <DataTable.Col source="purchaseType" disableSort render={(record: OrderSummary) => translate(`app.purchase_types.${record.purchaseType}`)} />
          <DataTable.Col source="item.title" disableSort field={TextField} />
          <DataTable.Col source="amount" field={MoneyField} align="right" />
          <DataTable.Col source="status" disableSort field={OrderStatusField} />
          <DataTable.Col source="paymentStatus" disableSort field={PaymentStatusField} />
        </DataTable>
      )}
    </List>
  );
}
