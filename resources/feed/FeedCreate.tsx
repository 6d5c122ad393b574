import { Create } from 'react-admin';
import { FeedForm, newFeedEntry } from './FeedForm';

/** A new entry; its picture is added on the edit page, where the entry then opens. */
export default function FeedCreate() {
  return (
    <Create redirect="edit" record={newFeedEntry()}>
      <FeedForm />
    </Create>
  );
}
