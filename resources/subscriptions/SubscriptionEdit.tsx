import { Edit } from 'react-admin';
import { SubscriptionForm } from './SubscriptionForm';

/** Saved pessimistically, so the server's field errors (a product id in use) land on the fields. */
export default function SubscriptionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SubscriptionForm />
    </Edit>
  );
}
