import type { UseQueryResult } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../../contract/currencies';
import type { MrrMovements, MrrStatistics } from '../../../contract/subscriptionFigures';
import { changeFrom, KpiCard } from '../../../src/components/charts';
import { MoneyAmounts } from '../../../src/components/MoneyAmounts';
import { formatMoneyChange, formatNumber } from '../../../src/format';
import { KpiRow } from '../KpiRow';
import { usePeriodChange } from '../periodChange';
import { SignedAmounts } from './figureText';

const countOf = (counts: { currency: string; count: number }[]) => counts.reduce((sum, item) => sum + item.count, 0);

/**
 * MRR on the period's last day (per currency, with its change over the period and against the
 * period before's last day), its subscribers, the net movement of MRR and the customers who churned.
 */
export function MrrKpis({ mrr, movements }: { mrr: UseQueryResult<MrrStatistics>; movements: UseQueryResult<MrrMovements> }) {
  const translate = useTranslate();
  const periodChange = usePeriodChange();
  const totals = mrr.data?.totals;
  const mrrChange = periodChange(mrr.data, () => null);
  const subscribers = totals?.subscribers ?? [];
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {translate('app.analytics.subscriptions.kpis.title')}
      </Typography>
      <KpiRow>
        <KpiCard
          label="app.analytics.subscriptions.kpis.mrr"
          isPending={mrr.isPending}
          value={totals && <MoneyAmounts amounts={totals.mrr} previous={mrrChange.detail ? undefined : mrr.data?.previous.totals.mrr} />}
          detail={
            totals && (
              <>
                {totals.change.map((item) => (
                  <Box component="span" key={item.currency} sx={{ display: 'block' }}>
                    {translate('app.analytics.subscriptions.kpis.over_period', { amount: formatMoneyChange(item.amount, item.currency as Currency) })}
                  </Box>
                ))}
                {mrrChange.detail}
              </>
            )
          }
        />
        <KpiCard
          label="app.analytics.subscriptions.kpis.subscribers"
          isPending={mrr.isPending}
          value={
            totals &&
            (subscribers.length > 1
              ? subscribers.map((item) => (
                  <Box component="span" key={item.currency} sx={{ display: 'block' }}>
                    {`${formatNumber(item.count)} ${item.currency}`}
                  </Box>
                ))
              : formatNumber(countOf(subscribers)))
          }
          {...(subscribers.length > 1 ? {} : periodChange(mrr.data, (data) => changeFrom(countOf(data.previous.totals.subscribers), countOf(data.totals.subscribers))))}
        />
        <KpiCard
          label="app.analytics.subscriptions.kpis.net"
          isPending={movements.isPending}
          value={movements.data && <SignedAmounts amounts={movements.data.totals.net} />}
        />
        <KpiCard
          label="app.analytics.subscriptions.kpis.churned"
          isPending={movements.isPending}
          value={movements.data && formatNumber(movements.data.totals.churned.customers)}
          {...periodChange(movements.data, (data) => changeFrom(data.previous.totals.churned.customers, data.totals.churned.customers))}
        />
      </KpiRow>
    </>
  );
}
