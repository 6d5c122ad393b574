import CancelIcon from '@mui/icons-material/Cancel';
import UndoIcon from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { usePaletteAction } from '../../src/components/paletteActions';
import { formatMoney } from '../../src/format';
import { useOrderAction } from './useOrderAction';

/**
 * Refund (a confirmed order) or cancel (an unpaid one) through the provider: a dialog asks for
 * the reason, recorded in the timeline. Cancelling confirms with Yes; a refund moves money, so its
 * dialog names the amount and currency and its button says what it does ("Refund €12.99").
 */
export function OrderReasonButton({ action }: { action: 'refund' | 'cancel' }) {
  const { record, run, pending } = useOrderAction(action);
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const Icon = action === 'refund' ? UndoIcon : CancelIcon;
  usePaletteAction(record && { id: `orders.${action}`, label: `resources.orders.${action}.button`, icon: Icon, run: () => setOpen(true) });
  if (!record) return null;
  const amount = formatMoney(record.amount, record.currency);
  const text = (key: string) => translate(`resources.orders.${action}.${key}`, { number: record.number, amount, currency: record.currency });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    const updated = await run({ reason: reason.trim() });
    if (!updated) return;
    setOpen(false);
    setReason('');
    notify(`resources.orders.${action}.done`, { type: 'success', messageArgs: { number: record.number } });
  };

  return (
    <>
      <Button label={`resources.orders.${action}.button`} onClick={() => setOpen(true)} disabled={pending} color={action === 'refund' ? 'warning' : 'error'}>
        <Icon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>{text('title')}</DialogTitle>
          <DialogContent>
            {action === 'refund' && <DialogContentText sx={{ mb: 1, fontWeight: 'medium', color: 'text.primary' }}>{text('amount')}</DialogContentText>}
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
            <Button label={action === 'refund' ? 'ra.action.cancel' : 'app.confirm.no'} onClick={() => setOpen(false)} />
            <Button
              label={action === 'refund' ? text('confirm') : 'app.confirm.yes'}
              type="submit"
              variant="contained"
              disabled={pending || !reason.trim()}
              color={action === 'refund' ? 'warning' : 'error'}
            />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
