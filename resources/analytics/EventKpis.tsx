import type { UseQueryResult } from '@tanstack/react-query';
import type { VisitorStatistics } from '../../contract/analytics';
import { changeFrom, KpiCard } from '../../src/components/charts';
import { KpiRow } from './KpiRow';

const figures = ['screenViews', 'events', 'visitors'] as const;

/** Screen views, events and the visitors who made them over the period, against the period before. */
export function EventKpis({ query }: { query: UseQueryResult<VisitorStatistics> }) {
  const { data, isPending } = query;
  const perVisitor = data && data.totals.visitors > 0 ? (data.totals.screenViews + data.totals.events) / data.totals.visitors : 0;
  const previous = data?.previous.totals;
  const previousPerVisitor = previous && previous.visitors > 0 ? (previous.screenViews + previous.events) / previous.visitors : 0;
  return (
    <KpiRow>
      {figures.map((figure) => (
        <KpiCard
          key={figure}
          label={`app.analytics.visitors.${figure}`}
          isPending={isPending}
          value={data?.totals[figure].toLocaleString()}
          change={data ? changeFrom(data.previous.totals[figure], data.totals[figure]) : undefined}
        />
      ))}
      <KpiCard
        label="app.analytics.events.per_visitor"
        isPending={isPending}
        value={perVisitor.toLocaleString(undefined, { maximumFractionDigits: 1 })}
        change={data ? changeFrom(previousPerVisitor, perVisitor) : undefined}
      />
    </KpiRow>
  );
}
