import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDeleteController, useRecordContext } from 'react-admin';
import type { FeedEntry } from '../../contract/feed';
import { feedListPath } from './feedChoices';

/**
 * Delete, after a confirmation naming the entry: Yes and No, focus on Yes, Escape closes
 * (spec.md, "Confirmation dialog"). react-admin's DeleteWithConfirmButton cannot relabel its
 * dialog's buttons, hence this one on react-admin's own delete controller.
 */
export function FeedDeleteButton() {
  const record = useRecordContext<FeedEntry>();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController<FeedEntry>({
    record,
    mutationMode: 'pessimistic',
    redirect: () => feedListPath,
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
        title="resources.feeds.delete.title"
        content="resources.feeds.delete.content"
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
