import { useState } from 'react';
import { Create } from 'react-admin';
import { useNewRecordFlag } from '../../src/components/editorial/useMayPublish';
import { AlertForm, newAlert } from './AlertForm';

/** A new alert; its image is added on the edit page, where the alert then opens. */
export default function AlertCreate() {
  const status = useNewRecordFlag();
  const [record] = useState(() => newAlert(status));
  return (
    <Create redirect="edit" record={record}>
      <AlertForm />
    </Create>
  );
}
