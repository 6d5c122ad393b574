import UndoIcon from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Button, HttpError, useNotify, useTranslate } from 'react-admin';
import type { OrderRefundInput } from '../../contract/orders';
import { refundDetailMax, refundNoteMax, type RefundReason, refundReasons } from '../../contract/refundRules';
import { usePaletteAction } from '../../src/components/paletteActions';
import { formatMoney, toMajor, toMinor } from '../../src/format';
import { useOrderAction } from './useOrderAction';

type Field = 'amount' | 'reason' | 'detail' | 'note';

/**
 * Refunds part or all of what is left of a paid order (docs/api.md "Refunds"): the amount (all
 * that is left by default), a reason from the list with details (required for Other), and a note
 * e-mailed to the customer. The dialog's idempotency key is made when it opens, so a second
 * click or a retry after a lost answer refunds once.
 */
export function RefundButton() {
  const { record, run, pending } = useOrderAction('refund');
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<RefundReason>('requested_by_customer');
  const [detail, setDetail] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  usePaletteAction(record && { id: 'orders.refund', label: 'resources.orders.refund.button', icon: UndoIcon, run: () => start() });
  if (!record) return null;
  const left = record.amount - record.refunded;
  const text = (name: string, values: Record<string, unknown> = {}) => translate(`resources.orders.refund.${name}`, { number: record.number, ...values });

  /** A field's value changes: its error, from the last submit, no longer applies. */
  function edit<Value>(field: Field, set: (value: Value) => void, value: Value) {
    set(value);
    setErrors(({ [field]: _dropped, ...others }) => others);
  }

  function start() {
    if (!record) return;
    setKey(crypto.randomUUID());
    setAmount(String(toMajor(record.amount - record.refunded, record.currency)));
    setReason('requested_by_customer');
    setDetail('');
    setNote('');
    setErrors({});
    setOpen(true);
  }

  const minor = toMinor(Number(amount.replace(',', '.')), record.currency);
  const positive = amount.trim() !== '' && Number.isFinite(minor) && minor > 0;
  const amountProblem = !positive ? text('amount_required') : minor > left ? text('amount_over', { left: formatMoney(left, record.currency) }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amountProblem) return setErrors({ amount: amountProblem });
    if (reason === 'other' && !detail.trim()) return setErrors({ detail: text('detail_required') });
    const data: OrderRefundInput = { idempotencyKey: key, amount: minor, reason, ...(detail.trim() && { detail: detail.trim() }), ...(note.trim() && { note: note.trim() }) };
    const updated = await run(data, (error) => {
      const fieldErrors = error instanceof HttpError ? (error.body as { errors?: Partial<Record<Field, string>> } | undefined)?.errors : undefined;
      if (!fieldErrors) return false;
      setErrors(fieldErrors);
      return true;
    });
    if (!updated) return;
    setOpen(false);
    notify('resources.orders.refund.done', { type: 'success', messageArgs: { number: record.number, amount: formatMoney(minor, record.currency) } });
  };

  return (
    <>
      <Button label="resources.orders.refund.button" onClick={start} disabled={pending} color="warning">
        <UndoIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{text('title')}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText sx={{ color: 'text.primary' }}>
              {text('left', { left: formatMoney(left, record.currency), paid: formatMoney(record.amount, record.currency) })}
            </DialogContentText>
            <TextField
              autoFocus
              required
              label={text('amount', { currency: record.currency })}
              value={amount}
              onChange={(event) => edit('amount', setAmount, event.target.value)}
              error={Boolean(errors.amount)}
              helperText={errors.amount ?? text('amount_help')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField select required label={text('reason')} value={reason} onChange={(event) => edit('reason', setReason, event.target.value as RefundReason)} error={Boolean(errors.reason)} helperText={errors.reason}>
              {refundReasons.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {translate(`resources.orders.refund_reasons.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required={reason === 'other'}
              multiline
              minRows={2}
              label={text('detail')}
              value={detail}
              onChange={(event) => edit('detail', setDetail, event.target.value)}
              error={Boolean(errors.detail)}
              helperText={errors.detail}
              slotProps={{ htmlInput: { maxLength: refundDetailMax } }}
            />
            <TextField
              multiline
              minRows={2}
              label={text('note')}
              value={note}
              onChange={(event) => edit('note', setNote, event.target.value)}
              error={Boolean(errors.note)}
              helperText={errors.note ?? text('note_help')}
              slotProps={{ htmlInput: { maxLength: refundNoteMax } }}
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button
              label={positive ? text('confirm', { amount: formatMoney(minor, record.currency) }) : 'resources.orders.refund.button'}
              type="submit"
              variant="contained"
              disabled={pending}
              color="warning"
            />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
