import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { OrderStatus } from '../../contract/enums';
import type { Order, OrderRefund } from '../../contract/orders';
import { urlOf } from '../../dataProvider/client';
import { downloadFile } from '../../dataProvider/download';
import { formatDateTime, formatMoney } from '../../src/format';

/** The orders that were paid at some time, and so have a receipt. */
const paid: number[] = [OrderStatus.CONFIRMED, OrderStatus.PARTIALLY_REFUNDED, OrderStatus.REFUNDED];

/** Downloads a receipt or credit note (signed-in staff only: fetched with the session, then saved). */
function DocumentButton({ url, number, label }: { url: string; number: string; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(url, `${number}.pdf`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={download}
      disabled={busy}
      aria-label={translate('resources.orders.refunds.download_named', { number })}
    >
      {label}
    </Button>
  );
}

/**
 * What was refunded of the order and what is left, each refund (amount, reason, who, when, the
 * note to the customer) with its credit note, and the order's receipt.
 */
export function OrderRefunds() {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  // Until the order itself has loaded, the record is its list row (react-admin's placeholder).
  if (!record?.refunds) return null;
  const money = (amount: number) => formatMoney(amount, record.currency);
  const receipt = record.documents.find((document) => document.kind === 'receipt');
  const documentUrl = (documentId: number) => urlOf('downloadOrderDocument', { params: { id: record.id, documentId } });
  const reasonOf = (refund: OrderRefund) => {
    const reason = translate(`resources.orders.refund_reasons.${refund.reason}`);
    return refund.detail ? translate('app.punctuation.labelled', { label: reason, value: refund.detail }) : reason;
  };
  const labelOf = (key: string) => translate('app.punctuation.label', { label: translate(`resources.orders.${key}`) });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="body2">
          {labelOf('fields.refunded')} <strong>{money(record.refunded)}</strong> · {labelOf('fields.left')} <strong>{money(record.amount - record.refunded)}</strong>
        </Typography>
        {paid.includes(record.status) && (
          <DocumentButton
            url={receipt ? documentUrl(receipt.id) : urlOf('downloadReceipt', { params: { id: record.id } })}
            number={receipt?.number ?? record.number}
            label={translate('resources.orders.refunds.receipt')}
          />
        )}
      </Box>
      {record.refunds.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('resources.orders.refunds.none')}
        </Typography>
      ) : (
        <List dense sx={{ p: 0 }}>
          {record.refunds.map((refund) => {
            const creditNote = record.documents.find((document) => document.kind === 'credit_note' && document.number === refund.creditNote);
            return (
              <ListItem key={refund.id} disableGutters alignItems="flex-start" sx={{ flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
                <ListItemText
                  sx={{ minWidth: 0, flex: '1 1 240px' }}
                  primary={`${money(refund.amount)} · ${reasonOf(refund)}`}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  secondary={
                    <>
                      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                        {refund.status === 'pending' ? translate('resources.orders.refunds.pending') : formatDateTime(refund.completedAt ?? refund.createdAt)}
                        {refund.actor && ` · ${refund.actor.name}`}
                      </Typography>
                      {refund.note && (
                        <Typography component="span" variant="caption" sx={{ display: 'block', fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                          {translate('app.punctuation.labelled', { label: translate('resources.orders.refunds.note'), value: refund.note })}
                        </Typography>
                      )}
                    </>
                  }
                />
                {creditNote && (
                  <DocumentButton url={documentUrl(creditNote.id)} number={creditNote.number} label={creditNote.number} />
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
