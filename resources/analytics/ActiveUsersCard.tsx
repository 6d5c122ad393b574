import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ActiveUserResult, activeUserResults } from '../../contract/analyticsRules';
import { BarsChart, ChartCard, colorAt } from '../../src/components/charts';
import { formatDay, formatNumber, formatShortDay } from '../../src/format';
import { useAnalytics } from './useAnalytics';
import type { AnalyticsRange } from './useAnalyticsRange';

/**
 * Active users (distinct visitors) of each day, week or month of the page's period. A period
 * that ends today ends on a day, week or month not over yet: its bar is pale, and says so.
 */
export function ActiveUsersCard({ range }: { range: AnalyticsRange }) {
  const translate = useTranslate();
  const [result, setResult] = useState<ActiveUserResult>('daily');
  const query = useAnalytics('getActiveUsers', { result, startDate: range.startDate, endDate: range.endDate });
  const points = query.data?.points ?? [];
  const label = translate('app.analytics.active_users.users');
  const bars = [{ label, color: colorAt(0), data: points.map((point) => point.activeUsers) }];
  const partialIndex = points.length > 1 && query.data?.endDate === range.today ? points.length - 1 : undefined;
  const soFar = translate(`app.analytics.active_users.so_far.${result}`);
  const periodLabel = (period: string, index: number) =>
    index === partialIndex ? translate('app.charts.day_so_far', { day: formatDay(period) }) : formatDay(period);
  return (
    <ChartCard
      title="app.analytics.active_users.title"
      subtitle={result === 'daily' ? undefined : translate(`app.analytics.active_users.cut.${result}`)}
      isPending={query.isPending}
      error={query.error}
      empty={points.every((point) => point.activeUsers === 0)}
      legend={[...bars, ...(partialIndex === undefined ? [] : [{ label: soFar, color: colorAt(0), mark: 'pale' as const }])]}
      figures={{
        columns: [translate(`app.analytics.active_users.period.${result}`), label],
        rows: points.map((point, index) => ({ key: point.period, cells: [periodLabel(point.period, index), formatNumber(point.activeUsers)] })),
      }}
      toolbar={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={result}
          onChange={(_, value: ActiveUserResult | null) => value && setResult(value)}
          aria-label={translate('app.analytics.active_users.granularity')}
        >
          {activeUserResults.map((option) => (
            <ToggleButton key={option} value={option}>
              {translate(`app.analytics.active_users.results.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {(width) => (
        <BarsChart
          width={width}
          categories={points.map((point) => point.period)}
          formatCategory={formatShortDay}
          series={bars}
          partialIndex={partialIndex}
        />
      )}
    </ChartCard>
  );
}
