import CancelIcon from '@mui/icons-material/Cancel';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { usePaletteAction } from '../../src/components/paletteActions';
import { useOrderAction } from './useOrderAction';

/** Cancels an unpaid order through the provider: a dialog asks for the reason, recorded in the timeline, and confirms with Yes. */
export function CancelOrderButton() {
  const { record, run, pending } = useOrderAction('cancel');
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  usePaletteAction(record && { id: 'orders.cancel', label: 'resources.orders.cancel.button', icon: CancelIcon, run: () => setOpen(true) });
  if (!record) return null;
  const text = (key: string) => translate(`resources.orders.cancel.${key}`, { number: record.number });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    const updated = await run({ reason: reason.trim() });
    if (!updated) return;
    setOpen(false);
    setReason('');
    notify('resources.orders.cancel.done', { type: 'success', messageArgs: { number: record.number } });
  };

  return (
    <>
      <Button label="resources.orders.cancel.button" onClick={() => setOpen(true)} disabled={pending} color="error">
        <CancelIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>{text('title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{text('text')}</DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              multiline
              minRows={2}
              label={translate('resources.orders.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button label="app.confirm.no" onClick={() => setOpen(false)} />
            <Button label="app.confirm.yes" type="submit" variant="contained" disabled={pending || !reason.trim()} color="error" />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
