import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../../contract/currencies';
import type { LifetimeFigures, PlanLifetimes } from '../../../contract/subscriptionFigures';
import { formatMoney, formatNumber } from '../../../src/format';
import { ExportButton } from './ExportButton';
import { FigureSection } from './FigureSection';
import { FigureTable } from './FigureTable';
import { rateText } from './figureText';
import type { FigureRange } from './subscriptionQueries';

/** ARPU, churn rate and lifetime value of every plan per currency, then of every plan together. */
export function PlanTable({ query, range }: { query: UseQueryResult<PlanLifetimes>; range: FigureRange }) {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.analytics.subscriptions.plans.${key}`);
  const title = label('title');
  const row = (key: string, name: string, figures: LifetimeFigures) => {
    const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, figures.currency as Currency));
    return {
      key: `${key}/${figures.currency}`,
      header: name,
      cells: [
        figures.currency,
        formatNumber(figures.subscribers),
        money(figures.mrr),
        money(figures.arpu),
        rateText(figures.churnRate),
        // LTV is unbounded when no one churned: not zero, and not a figure.
        figures.ltv === null ? (figures.subscribers > 0 && figures.churned === 0 ? label('no_churn') : '—') : money(figures.ltv),
      ],
    };
  };
  const data = query.data;
  const rows = data
    ? [
        ...data.plans.flatMap((plan) => plan.byCurrency.map((figures) => row(String(plan.subscriptionId), plan.name, figures))),
        ...data.totals.map((figures) => row('all', label('all_plans'), figures)),
      ]
    : [];
  const hasSubscribers = rows.length > 0 && [...(data?.totals ?? [])].some((figures) => figures.subscribers > 0 || figures.churned > 0);
  return (
    <FigureSection title={title} error={query.error} actions={<ExportButton query={{ view: 'plans', startDate: range.startDate, endDate: range.endDate }} name={title} />}>
      <FigureTable
        label={title}
        isPending={query.isPending}
        empty={translate('app.analytics.subscriptions.none')}
        columns={[
          { label: label('plan') },
          { label: label('currency') },
          { label: label('subscribers'), numeric: true },
          { label: label('mrr'), numeric: true },
          { label: label('arpu'), numeric: true },
          { label: label('churn_rate'), numeric: true },
          { label: label('ltv'), numeric: true },
        ]}
        rows={hasSubscribers ? rows : []}
      />
    </FigureSection>
  );
}
