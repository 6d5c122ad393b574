import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OrderSummary } from '../../contract/orders';
import { MoneyField } from '../../src/components/MoneyField';
import { formatMoney } from '../../src/format';

/** An order's amount, and below it what was refunded of it, if anything ("€5.00 refunded"). */
export function OrderAmountField(_props: { source?: string }) {
  const record = useRecordContext<OrderSummary>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <MoneyField source="amount" />
      {record.refunded > 0 && (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {translate('resources.orders.refunded_line', { amount: formatMoney(record.refunded, record.currency) })}
        </Typography>
      )}
    </Box>
  );
}
