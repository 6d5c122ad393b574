import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../../contract/currencies';
import type { ChurnStatistics } from '../../../contract/subscriptionFigures';
import { formatMoney, formatMonth, formatNumber } from '../../../src/format';
import { AnalyticsGrid } from '../AnalyticsGrid';
import { ExportButton } from './ExportButton';
import { FigureSection } from './FigureSection';
import { FigureTable } from './FigureTable';
import { rateText } from './figureText';
import type { FigureRange } from './subscriptionQueries';

/** Each month's churn per currency (customers and revenue), and the conversion of the trials started in it where there were any. */
export function ChurnTables({ query, range }: { query: UseQueryResult<ChurnStatistics>; range: FigureRange }) {
  const translate = useTranslate();
  const churn = (key: string) => translate(`app.analytics.subscriptions.churn.${key}`);
  const trial = (key: string) => translate(`app.analytics.subscriptions.trials.${key}`);
  const months = query.data?.months ?? [];
  const dates = { startDate: range.startDate, endDate: range.endDate };
  const churnRows = months.flatMap((month) =>
    month.byCurrency.map((figures) => ({
      key: `${month.month}/${figures.currency}`,
      header: formatMonth(month.month),
      cells: [
        figures.currency,
        formatNumber(figures.subscribersAtStart),
        formatNumber(figures.churned),
        rateText(figures.churnRate),
        formatMoney(figures.mrrChurned, figures.currency as Currency),
        rateText(figures.revenueChurnRate),
      ],
    })),
  );
  const trialRows = months
    .filter((month) => month.trials.started > 0)
    .map(({ month, trials }) => ({
      key: month,
      header: formatMonth(month),
      cells: [formatNumber(trials.started), formatNumber(trials.converted), formatNumber(trials.running), rateText(trials.conversionRate)],
    }));
  return (
    // One below the other: churn's seven columns need the page's width.
    <AnalyticsGrid min={900}>
      <FigureSection title={churn('title')} error={query.error} actions={<ExportButton query={{ view: 'churn', ...dates }} name={churn('title')} />}>
        <FigureTable
          label={churn('title')}
          isPending={query.isPending}
          empty={translate('app.analytics.subscriptions.none')}
          columns={[
            { label: churn('month') },
            { label: churn('currency') },
            { label: churn('subscribers_at_start'), numeric: true },
            { label: churn('churned'), numeric: true },
            { label: churn('churn_rate'), numeric: true },
            { label: churn('mrr_churned'), numeric: true },
            { label: churn('revenue_churn_rate'), numeric: true },
          ]}
          rows={churnRows}
        />
      </FigureSection>
      <FigureSection title={trial('title')} error={query.error} actions={<ExportButton query={{ view: 'trials', ...dates }} name={trial('title')} />}>
        <FigureTable
          label={trial('title')}
          isPending={query.isPending}
          empty={trial('none')}
          columns={[
            { label: trial('month') },
            { label: trial('started'), numeric: true },
            { label: trial('converted'), numeric: true },
            { label: trial('running'), numeric: true },
            { label: trial('rate'), numeric: true },
          ]}
          rows={trialRows}
        />
      </FigureSection>
    </AnalyticsGrid>
  );
}
