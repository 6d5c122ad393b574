import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../contract/currencies';
import type { CommerceDashboard } from '../../contract/dashboard';
import { call } from '../../dataProvider/client';
import { changeFrom } from '../../src/components/charts/chartDefaults';
import { KpiCard } from '../../src/components/charts/KpiCard';
import { MoneyAmounts } from '../../src/components/MoneyAmounts';
import { formatMoneyChange, formatNumber } from '../../src/format';

/**
 * MRR and subscribers on the last day of the dashboard's 7 days (getMrr), with MRR's change over
 * them: asked for once the dashboard has answered, so its first render waits for nothing more.
 * Cached under the analytics pages' key (resources/analytics/useAnalytics.ts): the Subscriptions
 * page's Last 7 Days is the same range.
 */
export function MrrFigures({ period }: { period: CommerceDashboard['period'] }) {
  const translate = useTranslate();
  const query = { startDate: period.startDate, endDate: period.endDate };
  const { data, isPending } = useQuery({
    queryKey: ['analytics', 'getMrr', query],
    queryFn: ({ signal }) => call('getMrr', { query }, { signal }),
    staleTime: 60_000,
  });
  const subscribers = (counts: { count: number }[]) => counts.reduce((sum, item) => sum + item.count, 0);
  const vs = 'app.dashboard.period.vs_previous';
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 1fr)' }, alignContent: 'start' }}>
      <KpiCard
        label="app.dashboard.mrr.mrr"
        isPending={isPending}
        value={data && <MoneyAmounts amounts={data.totals.mrr} />}
        detail={data?.totals.change.map((item) => (
          <Box component="span" key={item.currency} sx={{ display: 'block' }}>
            {translate('app.dashboard.mrr.change', { amount: formatMoneyChange(item.amount, item.currency as Currency) })}
          </Box>
        ))}
      />
      <KpiCard
        label="app.dashboard.mrr.subscribers"
        isPending={isPending}
        value={data && formatNumber(subscribers(data.totals.subscribers))}
        change={data ? changeFrom(subscribers(data.previous.totals.subscribers), subscribers(data.totals.subscribers)) : undefined}
        changeLabel={vs}
      />
    </Box>
  );
}
