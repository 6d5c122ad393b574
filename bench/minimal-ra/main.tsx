// The minimal react-admin app of the bench's first-row measure (bench/firstRow.ts): react-admin's own
// <Admin> with one <Resource> a console list measured (bench/firstRowLists.ts), each a plain <List>
// and <DataTable> of the console list's visible columns, sorted and paged as the console opens it,
// over a local JSON API (bench/minimal-ra/serve.ts) that answers the console API's own rows. Plain
// react-admin fields only (no reference, no custom cell); a date shows as the console writes it
// (src/components/DateFields.tsx), so the first rows of both apps can be compared by their text. No
// authentication, no theme, no i18n of its own: the floor a console built on the same libraries
// starts from.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, DataTable, DateField, ImageField, List, NumberField, Resource } from 'react-admin';
import { type FirstRowList, firstRowLists } from '../firstRowLists';
import { dataProvider } from './dataProvider';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
const day = { dateStyle: 'medium' } as const;

/** A list as the console opens it (firstRowLists: its sort and page size). */
function PlainList({ list, children }: { list: FirstRowList; children: ReactNode }) {
  return (
    <List sort={list.sort} perPage={list.perPage}>
      <DataTable rowClick={false}>{children}</DataTable>
    </List>
  );
}

const listOf = (key: string) => {
  const list = firstRowLists.find((candidate) => candidate.key === key);
  if (!list) throw new Error(`No first-row list "${key}"`);
  return list;
};

/** resources/orders/OrderList.tsx at 1440px (the status and the payment status apart). */
const OrderList = () => (
  <PlainList list={listOf('orders')}>
    <DataTable.Col source="number" />
    <DataTable.Col source="createdAt">
      <DateField source="createdAt" showTime locales="en" options={dateTime} />
    </DataTable.Col>
    <DataTable.Col source="customer.email" disableSort />
    <DataTable.Col source="item.title" disableSort />
    <DataTable.Col source="amount" align="right">
      <NumberField source="amount" />
    </DataTable.Col>
    <DataTable.Col source="status" disableSort />
    <DataTable.Col source="paymentStatus" disableSort />
  </PlainList>
);

/** resources/customers/CustomerList.tsx */
const CustomerList = () => (
  <PlainList list={listOf('customers')}>
    <DataTable.Col source="name" />
    <DataTable.Col source="country" disableSort />
    <DataTable.Col source="registeredAt">
      <DateField source="registeredAt" locales="en" options={day} />
    </DataTable.Col>
    <DataTable.Col source="lastSeenAt" disableSort>
      <DateField source="lastSeenAt" locales="en" options={day} />
    </DataTable.Col>
    <DataTable.Col source="emailVerified" disableSort field={BooleanField} />
    <DataTable.Col source="blocked" disableSort field={BooleanField} />
  </PlainList>
);

/** resources/ebooks/EbookList.tsx */
const EbookList = () => (
  <PlainList list={listOf('e-books')}>
    <DataTable.Col source="coverUrl" disableSort>
      <ImageField source="coverUrl" />
    </DataTable.Col>
    <DataTable.Col source="title" />
    <DataTable.Col source="type" disableSort />
    <DataTable.Col source="categoryName" disableSort />
    <DataTable.Col source="publicationDate">
      <DateField source="publicationDate" locales="en" options={day} />
    </DataTable.Col>
    <DataTable.Col source="price" align="right">
      <NumberField source="price" />
    </DataTable.Col>
    <DataTable.Col source="status" disableSort />
  </PlainList>
);

/** resources/feed/FeedList.tsx */
const FeedList = () => (
  <PlainList list={listOf('feed')}>
    <DataTable.Col source="imageUrl" disableSort>
      <ImageField source="imageUrl" />
    </DataTable.Col>
    <DataTable.Col source="title" />
    <DataTable.Col source="contentType" disableSort />
    <DataTable.Col source="tags" disableSort />
    <DataTable.Col source="publishAt">
      <DateField source="publishAt" showTime locales="en" options={dateTime} />
    </DataTable.Col>
    <DataTable.Col source="status" disableSort />
  </PlainList>
);

/** resources/subscriptions/SubscriptionList.tsx */
const SubscriptionList = () => (
  <PlainList list={listOf('subscriptions')}>
    <DataTable.Col source="name" />
    <DataTable.Col source="billingPeriod" disableSort />
    <DataTable.Col source="price" align="right">
      <NumberField source="price" />
    </DataTable.Col>
    <DataTable.Col source="contentTypes" disableSort />
    <DataTable.NumberCol source="trialDays" disableSort />
    <DataTable.NumberCol source="activeSubscribers" disableSort />
    <DataTable.Col source="status" disableSort />
    <DataTable.Col source="createdAt">
      <DateField source="createdAt" locales="en" options={day} />
    </DataTable.Col>
  </PlainList>
);

/** resources/activity/ActivityList.tsx: when, who, what, the record and the fields changed. */
const ActivityList = () => (
  <PlainList list={listOf('activity')}>
    <DataTable.Col source="at" disableSort>
      <DateField source="at" showTime locales="en" options={dateTime} />
    </DataTable.Col>
    <DataTable.Col source="actor.name" disableSort />
    <DataTable.Col source="action" disableSort />
    <DataTable.Col source="label" disableSort />
    <DataTable.Col source="changes" disableSort render={(entry: { changes: { field: string }[] }) => entry.changes.map((change) => change.field).join(', ')} />
  </PlainList>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider}>
      <Resource name="orders" list={OrderList} />
      <Resource name="customers" list={CustomerList} />
      <Resource name="e-books" list={EbookList} />
      <Resource name="feed" list={FeedList} />
      <Resource name="subscriptions" list={SubscriptionList} />
      <Resource name="activity" list={ActivityList} />
    </Admin>
  </StrictMode>,
);
