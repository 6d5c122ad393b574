import {
  BooleanField,
  EmailField,
  Show,
  TabbedShowLayout,
  TextField,
  usePermissions,
} from 'react-admin';
import { canAccess } from '../../contract/access';
import { CountryField } from '../../src/components/CountryField';
import { DateTimeField } from '../../src/components/DateFields';
import { NotesPanel } from '../../src/components/notes/NotesPanel';
import { CustomerBooks } from './CustomerBooks';
import { CustomerOrders } from './CustomerOrders';
import { CustomerShowActions } from './CustomerShowActions';
import { CustomerSubscriptions } from './CustomerSubscriptions';
import { ErasedChip, UnlessErased } from './ErasedChip';

export default function CustomerShow() {
  const { permissions } = usePermissions<number>();
  // Purchase history is commerce: only the roles that see orders.
  const commerce = canAccess(permissions, 'orders');
  return (
    <Show actions={<CustomerShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.users/customers.tabs.details">
          <ErasedChip />
          <TextField source="name" />
          <EmailField source="email" />
          <TextField source="phone" emptyText="—" />
          <CountryField source="country" />
          <DateTimeField source="registeredAt" />
          <DateTimeField source="lastSeenAt" emptyText="—" />
          <BooleanField source="emailVerified" />
          <BooleanField source="blocked" />
          <UnlessErased label={false}>
            <NotesPanel subject="customer" />
          </UnlessErased>
        </TabbedShowLayout.Tab>
        {commerce && (
          <TabbedShowLayout.Tab label="resources.users/customers.tabs.orders" path="orders">
            <CustomerOrders />
          </TabbedShowLayout.Tab>
        )}
        {commerce && (
          <TabbedShowLayout.Tab label="resources.users/customers.tabs.books" path="books">
            <CustomerBooks />
          </TabbedShowLayout.Tab>
        )}
        {commerce && (
          <TabbedShowLayout.Tab label="resources.users/customers.tabs.subscriptions" path="subscriptions">
            <CustomerSubscriptions />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}
