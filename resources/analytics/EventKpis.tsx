import { formatNumber } from '../../src/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { VisitorStatistics } from '../../contract/analytics';
import { changeFrom, KpiCard } from '../../src/components/charts';
import { KpiRow } from './KpiRow';
import { usePeriodChange } from './periodChange';
import { VisitorFigureCards } from './VisitorFigureCards';

/** Screen views and events per visitor (0 when nobody came). */
const perVisitor = (totals: VisitorStatistics['totals']) => (totals.visitors > 0 ? (totals.screenViews + totals.events) / totals.visitors : 0);

/** Screen views, events, the visitors who made them, and how many each made, over the period. */
export function EventKpis({ query }: { query: UseQueryResult<VisitorStatistics> }) {
  const { data, isPending } = query;
  const periodChange = usePeriodChange();
  return (
    <KpiRow>
      <VisitorFigureCards query={query} figures={['screenViews', 'events', 'visitors']} />
      <KpiCard
        label="app.analytics.events.per_visitor"
        isPending={isPending}
        value={data && formatNumber(perVisitor(data.totals), 1)}
        {...periodChange(data, (answer) => changeFrom(perVisitor(answer.previous.totals), perVisitor(answer.totals)))}
      />
    </KpiRow>
  );
}
