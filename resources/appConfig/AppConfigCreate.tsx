import { Create } from 'react-admin';
import { AppConfigForm, newConfigEntry } from './AppConfigForm';

/** `mode: 'create'`: a key that exists already is refused (409 on the key), never overwritten. */
const asCreation = (data: Record<string, unknown>) => ({ ...data, mode: 'create' });

export default function AppConfigCreate() {
  return (
    <Create redirect="list" record={newConfigEntry()} transform={asCreation}>
      <AppConfigForm />
    </Create>
  );
}
