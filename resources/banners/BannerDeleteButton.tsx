import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDeleteController, useRecordContext } from 'react-admin';
import type { Banner } from '../../contract/banners';

/**
 * Delete, after a confirmation naming the banner: Yes and No, focus on Yes, Escape closes
 * (spec.md, "Confirmation dialog"). react-admin's DeleteWithConfirmButton cannot relabel its
 * dialog's buttons, hence this one on react-admin's own delete controller.
 */
export function BannerDeleteButton() {
  const record = useRecordContext<Banner>();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController<Banner>({ record, mutationMode: 'pessimistic', redirect: 'list' });
  if (!record) return null;
  return (
    <>
      <Button label="ra.action.delete" onClick={() => setOpen(true)} disabled={isPending} sx={{ color: 'error.dark' }}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.ui/banners.delete.title"
        content="resources.ui/banners.delete.content"
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
