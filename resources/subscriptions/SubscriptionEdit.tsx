import { RecordEdit } from '../../src/components/conflict/RecordEdit';
import { SubscriptionForm } from './SubscriptionForm';

/** Saved pessimistically, so the server's field errors (a product id in use) land on the fields. */
export default function SubscriptionEdit() {
  return (
    <RecordEdit redirect="list">
      <SubscriptionForm />
    </RecordEdit>
  );
}
