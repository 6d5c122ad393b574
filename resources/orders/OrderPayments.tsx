import { Box, List, ListItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../../contract/orders';
import { MoneyField } from '../../src/components/MoneyField';
import { formatDateTime } from '../../src/format';
import { useIsPhone } from '../../src/components/useIsPhone';
import { PaymentStatusField } from './PaymentStatusField';

/** The order's payment attempts, newest first: provider, its reference, status, amount and times. */
export function OrderPayments() {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  const isPhone = useIsPhone();
  // Until the order itself has loaded, the record is its list row (react-admin's placeholder): no payments yet.
  if (!record?.payments) return null;
  if (record.payments.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{translate('resources.orders.no_payments')}</Typography>;
  }
  const column = (name: string) => translate(`resources.orders.payment.${name}`);
  if (isPhone) return <PaymentCards payments={record.payments} column={column} />;
  return (
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

/** On a phone, one block per payment: its six columns would not fit the card's width. */
function PaymentCards({ payments, column }: { payments: NonNullable<Order['payments']>; column: (name: string) => string }) {
  const translate = useTranslate();
  return (
    <List disablePadding aria-label={translate('resources.orders.sections.payments')}>
      {payments.map((payment) => (
        <RecordContextProvider key={payment.id} value={payment}>
          <ListItem disableGutters divider sx={{ display: 'block', py: 1 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {translate(`app.payment_providers.${payment.provider}`)}
              </Typography>
              <PaymentStatusField source="status" />
            </Stack>
            <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, typography: 'body2' }}>
              {[
                ['amount', <MoneyField key="amount" source="amount" />],
                ['reference', <Box key="reference" component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{payment.reference}</Box>],
                ['createdAt', formatDateTime(payment.createdAt)],
                ['updatedAt', formatDateTime(payment.updatedAt)],
              ].map(([name, value]) => (
                <Box key={String(name)} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>{column(String(name))}</Box>
                  <Box component="dd" sx={{ m: 0, minWidth: 0 }}>{value}</Box>
                </Box>
              ))}
            </Box>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
}
