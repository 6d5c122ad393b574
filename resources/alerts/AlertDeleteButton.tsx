import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDeleteController, useRecordContext } from 'react-admin';
import type { Alert } from '../../contract/alerts';

/**
 * Delete, after a confirmation naming the alert: Yes and No, focus on Yes, Escape closes
 * (spec.md, "Confirmation dialog"); react-admin's DeleteWithConfirmButton cannot relabel its buttons.
 */
export function AlertDeleteButton() {
  const record = useRecordContext<Alert>();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController<Alert>({ record, mutationMode: 'pessimistic', redirect: 'list' });
  if (!record) return null;
  return (
    <>
      <Button label="ra.action.delete" onClick={() => setOpen(true)} disabled={isPending} sx={{ color: 'error.dark' }}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.ui/alerts.delete.title"
        content="resources.ui/alerts.delete.content"
        translateOptions={{ title: record.title }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
