import type { UseQueryResult } from '@tanstack/react-query';
import type { VisitorStatistics } from '../../contract/analytics';
import { changeFrom, KpiCard } from '../../src/components/charts';
import { KpiRow } from './KpiRow';

const figures = ['visitors', 'newVisitors', 'screenViews', 'events'] as const;

/** Visitors, new visitors, screen views and events over the period, each against the period before. */
export function VisitorKpis({ query }: { query: UseQueryResult<VisitorStatistics> }) {
  const { data, isPending } = query;
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
    </KpiRow>
  );
}
