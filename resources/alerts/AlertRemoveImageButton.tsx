import { Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Alert } from '../../contract/alerts';
import { useConsoleDataProvider } from '../../src/components/useConsoleDataProvider';

/** "Remove image", after a Yes/No confirmation (deleteAlertImage). */
export function AlertRemoveImageButton() {
  const record = useRecordContext<Alert>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Alert['id']) => dataProvider.action('ui/alerts', 'deleteImage', { id }),
    onSuccess: () => {
      setOpen(false);
      notify('resources.ui/alerts.image.removed', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Box>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        {translate('resources.ui/alerts.image.remove')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.ui/alerts.image.remove_title"
        content="resources.ui/alerts.image.remove_content"
        translateOptions={{ title: record.title }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        confirmColor="warning"
        onConfirm={() => mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
