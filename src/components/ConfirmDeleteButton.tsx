import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import {
  Button,
  Confirm,
  type RaRecord,
  type RedirectionSideEffect,
  useDeleteController,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { useNotifyFailure } from './conflict/notifyFailure';
import { staleRecordOf } from './conflict/staleRecord';

/**
 * Delete the record in context, after a confirmation naming it: Yes and No, focus on Yes, Escape
 * closes. react-admin's DeleteWithConfirmButton cannot relabel
 * its dialog's buttons, hence this one on react-admin's own delete controller. The dialog reads
 * `resources.<resource>.delete.title` and `.content`, given the record's `title`. The delete names the
 * version the record was loaded at (`If-Match`): when someone changed it since, nothing is deleted,
 * a notification says so and the record is read again.
 */
export function ConfirmDeleteButton({ redirect = 'list' }: { redirect?: RedirectionSideEffect }) {
  const record = useRecordContext<RaRecord & { title?: string }>();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const { isPending, handleDelete } = useDeleteController({
    record,
    mutationMode: 'pessimistic',
    redirect,
    mutationOptions: {
      onError: (error) => {
        if (!staleRecordOf(error)) return notifyFailure(error);
        setOpen(false);
        notify('app.conflict.deleted_changed', { type: 'error' });
        refresh();
      },
    },
  });
  if (!record) return null;
  return (
    <>
      <Button
        label="ra.action.delete"
        onClick={() => setOpen(true)}
        disabled={isPending}
        // error.main is too light on the toolbar's grey for small text (WCAG AA).
        sx={{ color: 'error.dark' }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.${resource}.delete.title`}
        content={`resources.${resource}.delete.content`}
        translateOptions={{ title: record.title ?? '' }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
