import { BooleanField, DateField, EmailField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CustomerShowActions } from './CustomerShowActions';

export default function CustomerShow() {
  return (
    <Show actions={<CustomerShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="country" emptyText="—" />
        <DateField source="registeredAt" showTime />
        <DateField source="lastSeenAt" showTime emptyText="—" />
        <BooleanField source="emailVerified" />
        <BooleanField source="blocked" />
      </SimpleShowLayout>
    </Show>
  );
}
