import type { UseQueryResult } from '@tanstack/react-query';
import type { VisitorStatistics } from '../../contract/analytics';
import { KpiRow } from './KpiRow';
import { VisitorFigureCards } from './VisitorFigureCards';

/** Visitors, new visitors, screen views and events over the period. */
export function VisitorKpis({ query }: { query: UseQueryResult<VisitorStatistics> }) {
  return (
    <KpiRow>
      <VisitorFigureCards query={query} figures={['visitors', 'newVisitors', 'screenViews', 'events']} />
    </KpiRow>
  );
}
