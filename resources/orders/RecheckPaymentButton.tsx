import SyncIcon from '@mui/icons-material/Sync';
import { useState } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import { usePaletteAction } from '../../src/components/paletteActions';
import { useOrderAction } from './useOrderAction';

/**
 * Asks the card payment provider for the latest payment's state (after a confirmation) and
 * says what changed, or that nothing did.
 */
export function RecheckPaymentButton() {
  const { record, run, pending } = useOrderAction('recheckPayment');
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const shown = Boolean(record?.payments?.length);
  usePaletteAction(shown && { id: 'orders.recheck', label: 'resources.orders.recheck.button', icon: SyncIcon, run: () => setOpen(true) });
  if (!shown || !record) return null;

  const confirm = async () => {
    const updated = await run();
    setOpen(false);
    if (!updated) return;
    const changed = updated.paymentStatus !== record.paymentStatus || updated.status !== record.status;
    notify(changed ? 'resources.orders.recheck.changed' : 'resources.orders.recheck.unchanged', {
      type: changed ? 'success' : 'info',
      messageArgs: {
        payment: translate(`app.payment_statuses.${updated.paymentStatus}`),
        status: translate(`app.order_statuses.${updated.status}`),
      },
    });
  };

  return (
    <>
      <Button label="resources.orders.recheck.button" onClick={() => setOpen(true)} disabled={pending}>
        <SyncIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.orders.recheck.title"
        content="resources.orders.recheck.text"
        translateOptions={{ number: record.number }}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
