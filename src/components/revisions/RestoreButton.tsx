import RestoreIcon from '@mui/icons-material/Restore';
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { EditorialResource } from '../../../contract/lifecycle';
import { call } from '../../../dataProvider/client';

/**
 * Restores a revision as a new draft (docs/api.md "Revisions"), after a confirmation: a published
 * record gets its fields as a pending change, any other becomes a draft with them. The page then
 * reads the record again (its form shows what was restored).
 */
export function RestoreButton({ resource, recordId, number }: { resource: EditorialResource; recordId: number; number: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  const restore = async () => {
    setPending(true);
    try {
      const restored = await call('restoreRevision', { body: { resource, recordId, number } });
      notify(`app.revisions.restored.${restored.as}`, { type: 'success', messageArgs: { number } });
      refresh();
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setPending(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button size="small" variant="outlined" startIcon={<RestoreIcon />} onClick={() => setAsking(true)} disabled={pending}>
        {translate('app.revisions.restore', { number })}
      </Button>
      <Confirm
        isOpen={asking}
        loading={pending}
        title="app.revisions.restore_title"
        titleTranslateOptions={{ number }}
        content="app.revisions.restore_text"
        confirm="app.revisions.restore_confirm"
        onConfirm={restore}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
