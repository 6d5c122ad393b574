import { DataTable, Pagination, ReferenceManyField, TextField, useTranslate } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';
import { DateTimeField } from '../../src/components/DateFields';
import { MoneyField } from '../../src/components/MoneyField';
import { OrderStatusField } from '../orders/OrderStatusField';

/** The customer's orders, newest first, each linked to its page. */
export function CustomerOrders() {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference="orders"
      target="customerId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={<p>{translate('resources.users/customers.no_orders')}</p>}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="createdAt">
          <DateTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="item.title" disableSort field={TextField} />
        <DataTable.Col
          source="purchaseType"
          disableSort
          render={(record: OrderSummary) => translate(`app.purchase_types.${record.purchaseType}`)}
        />
        <DataTable.Col source="amount" field={MoneyField} align="right" />
        <DataTable.Col source="status" disableSort field={OrderStatusField} />
      </DataTable>
    </ReferenceManyField>
  );
}
