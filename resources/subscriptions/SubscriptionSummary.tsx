import { formatNumber } from '../../src/format';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Subscription } from '../../contract/subscriptions';
import { MoneyField } from '../../src/components/MoneyField';
import { BillingPeriodField } from './BillingPeriodField';

/** Price, period and subscribers on one line, for the narrow list: "$9.99 · Monthly · 83 active subscribers". */
export function SubscriptionSummary() {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
      <MoneyField source="price" />
      <span aria-hidden>·</span>
      <BillingPeriodField />
      <span aria-hidden>·</span>
      <span>{translate('resources.subscriptions.subscribers', {
          smart_count: record.activeSubscribers,
          count: formatNumber(record.activeSubscribers),
        })}</span>
    </Box>
  );
}
