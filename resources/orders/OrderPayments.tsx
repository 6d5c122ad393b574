import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../contract/orders';
import { MoneyField } from '../../src/components/MoneyField';
import { formatDateTime } from '../../src/format';
import { PaymentStatusField } from './PaymentStatusField';

/** The order's payment attempts, newest first: provider, its reference, status, amount and times. */
export function OrderPayments() {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  // Until the order itself has loaded, the record is its list row (react-admin's placeholder): no payments yet.
  if (!record?.payments) return null;
  if (record.payments.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{translate('resources.orders.no_payments')}</Typography>;
  }
  const column = (name: string) => translate(`resources.orders.payment.${name}`);
  return (
    // On a phone the table scrolls sideways: the region takes focus, so the keyboard scrolls it too.
    <TableContainer tabIndex={0} role="region" aria-label={translate('resources.orders.sections.payments')}>
      <Table size="small" aria-label={translate('resources.orders.sections.payments')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('provider')}</TableCell>
            <TableCell>{column('reference')}</TableCell>
            <TableCell>{column('status')}</TableCell>
            <TableCell align="right">{column('amount')}</TableCell>
            <TableCell>{column('createdAt')}</TableCell>
            <TableCell>{column('updatedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.payments.map((payment) => (
            <RecordContextProvider key={payment.id} value={payment}>
              <TableRow>
                <TableCell>{translate(`app.payment_providers.${payment.provider}`)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{payment.reference}</TableCell>
                <TableCell>
                  <PaymentStatusField source="status" />
                </TableCell>
                <TableCell align="right">
                  <MoneyField source="amount" />
                </TableCell>
                <TableCell>{formatDateTime(payment.createdAt)}</TableCell>
                <TableCell>{formatDateTime(payment.updatedAt)}</TableCell>
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
