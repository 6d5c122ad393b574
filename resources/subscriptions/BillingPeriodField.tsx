import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Subscription } from '../../contract/subscriptions';

/** "Monthly", "Yearly" or "Every 7 days". */
export function BillingPeriodField() {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {record.billingPeriod === 'DAYS'
        ? translate('resources.subscriptions.billing_periods.every_days', { smart_count: record.billingDays ?? 1 })
        : translate(`resources.subscriptions.billing_periods.${record.billingPeriod}`)}
    </Typography>
  );
}
