import { formatDay, formatShortDay } from '../../src/format';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ActiveUserResult, activeUserResults } from '../../contract/analytics';
import { BarsChart, ChartCard, colorAt } from '../../src/components/charts';
import { useAnalytics } from './useAnalytics';

/** Active users (distinct visitors) of each of the last 30 days, 12 weeks or 12 months, whatever the period above. */
export function ActiveUsersCard() {
  const translate = useTranslate();
  const [result, setResult] = useState<ActiveUserResult>('daily');
  const query = useAnalytics('getActiveUsers', { result });
  const points = query.data?.points ?? [];
  const label = translate('app.analytics.active_users.users');
  const bars = [{ label, color: colorAt(0), data: points.map((point) => point.activeUsers) }];
  return (
    <ChartCard
      title="app.analytics.active_users.title"
      isPending={query.isPending}
      error={query.error}
      empty={points.every((point) => point.activeUsers === 0)}
      legend={bars}
      figures={{
        columns: [translate(`app.analytics.active_users.period.${result}`), label],
        rows: points.map((point) => ({ key: point.period, cells: [formatDay(point.period), point.activeUsers] })),
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
      {(width) => <BarsChart width={width} categories={points.map((point) => formatShortDay(point.period))} series={bars} />}
    </ChartCard>
  );
}
