import { Alert } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../../contract/currencies';
import { AnalyticsGrid } from '../AnalyticsGrid';
import { AnalyticsHeader } from '../AnalyticsHeader';
import { useAnalytics } from '../useAnalytics';
import { useAnalyticsRange } from '../useAnalyticsRange';
import { ChurnTables } from './ChurnTables';
import { CohortGrid } from './CohortGrid';
import { ExchangeRates } from './ExchangeRates';
import { MovementsChart } from './MovementsChart';
import { MovementTotals } from './MovementTotals';
import { MrrChart } from './MrrChart';
import { MrrKpis } from './MrrKpis';
import { PlanTable } from './PlanTable';
import { ReportingCurrencySelect } from './ReportingCurrencySelect';
import { datesOf, type FigureRange } from './subscriptionQueries';

/**
 * `/analytics/subscriptions`: MRR and its movements over the period (as paid, or converted into a
 * reporting currency), churn and trials by month, cohort retention, and ARPU and lifetime value by
 * plan (docs/api.md "Subscription figures").
 */
export default function SubscriptionAnalyticsPage() {
  const translate = useTranslate();
  const range = useAnalyticsRange();
  const [reportingCurrency, setReportingCurrency] = useState<Currency | undefined>();
  const figures: FigureRange = { startDate: range.startDate, endDate: range.endDate, reportingCurrency };
  const dates = datesOf(figures);
  const mrr = useAnalytics('getMrr', figures);
  const movements = useAnalytics('getMrrMovements', figures);
  const churn = useAnalytics('getSubscriptionChurn', dates);
  const cohorts = useAnalytics('getCohortRetention', dates);
  const plans = useAnalytics('getPlanLifetimes', dates);
  const nothing =
    mrr.data && movements.data && mrr.data.totals.mrr.length === 0 && mrr.data.series.every((point) => point.mrr.length === 0) && movements.data.totals.net.length === 0;
  return (
    <>
      <AnalyticsHeader
        title="app.menu.subscription_figures"
        range={range}
        controls={<ReportingCurrencySelect value={reportingCurrency} onChange={setReportingCurrency} />}
      />
      {nothing && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.analytics.subscriptions.none')}
        </Alert>
      )}
      <MrrKpis mrr={mrr} movements={movements} />
      <AnalyticsGrid>
        <MrrChart query={mrr} range={figures} today={range.today} />
      </AnalyticsGrid>
      <AnalyticsGrid min={440}>
        <MovementsChart query={movements} range={figures} />
        <MovementTotals query={movements} range={figures} />
      </AnalyticsGrid>
      <ChurnTables query={churn} range={figures} />
      <AnalyticsGrid>
        <CohortGrid query={cohorts} range={figures} />
      </AnalyticsGrid>
      <AnalyticsGrid>
        <PlanTable query={plans} range={figures} />
      </AnalyticsGrid>
      <AnalyticsGrid>
        <ExchangeRates />
      </AnalyticsGrid>
    </>
  );
}
