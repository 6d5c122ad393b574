import { SaveButton, Toolbar } from 'react-admin';
import { RecordEdit } from '../../src/components/conflict/RecordEdit';
import { AppConfigForm } from './AppConfigForm';
import { TypeChangeConfirm } from './TypeChangeConfirm';
import { useTypeChangeConfirmation } from './useTypeChangeConfirmation';

/** `mode: 'update'`: an entry removed meanwhile is a 404, not silently created again. */
const asUpdate = (data: Record<string, unknown>) => ({ ...data, mode: 'update' });

/** Entries are not deleted (the API has no delete): disabling one hides it from the app. */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

function AppConfigEditForm() {
  const { onSubmit, newType, confirm, cancel } = useTypeChangeConfirmation();
  return (
    <>
      <AppConfigForm existing toolbar={<SaveOnlyToolbar />} onSubmit={onSubmit} />
      <TypeChangeConfirm newType={newType} onConfirm={confirm} onClose={cancel} />
    </>
  );
}

export default function AppConfigEdit() {
  return (
    <RecordEdit redirect="list" transform={asUpdate}>
      <AppConfigEditForm />
    </RecordEdit>
  );
}
