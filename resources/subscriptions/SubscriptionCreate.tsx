import { Create } from 'react-admin';
import { SubscriptionForm } from './SubscriptionForm';

/** Creates a plan, then shows the list (react-admin saves creations pessimistically). */
export default function SubscriptionCreate() {
  return (
    <Create redirect="list">
      <SubscriptionForm />
    </Create>
  );
}
