// The minimal react-admin app of the bench's first-row measure (bench/firstRow.ts): react-admin's own
// <Admin> with one <Resource> whose list is a DataTable of the orders' columns, over a local JSON API
// (bench/minimal-ra/serve.ts). No authentication, no theme, no i18n of its own: the floor a console
// built on the same libraries starts from.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, DateField, List, NumberField, Resource } from 'react-admin';
import { dataProvider } from './dataProvider';

function OrderList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable rowClick={false}>
        <DataTable.Col source="number" />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="customer.email" disableSort />
        <DataTable.Col source="item.title" disableSort />
        <DataTable.Col source="amount" align="right">
          <NumberField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort />
        <DataTable.Col source="paymentStatus" disableSort />
      </DataTable>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider}>
      <Resource name="orders" list={OrderList} />
    </Admin>
  </StrictMode>,
);
