import { formatNumber } from '../../src/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DeviceStatistics } from '../../contract/analytics';
import { BarsChart, ChartCard, colorAt, ShareChart } from '../../src/components/charts';
import { AnalyticsGrid } from './AnalyticsGrid';

interface Part {
  key: string;
  label: string;
  visitors: number;
}

/** Visitors by device type, by platform, and the ten most used app versions, over the period. */
export function DeviceCharts({ query }: { query: UseQueryResult<DeviceStatistics> }) {
  const translate = useTranslate();
  const { data } = query;
  const deviceTypes = (data?.byDeviceType ?? []).map((entry) => ({
    key: entry.deviceType,
    label: translate(`app.analytics.devices.types.${entry.deviceType}`),
    visitors: entry.visitors,
  }));
  const platforms = (data?.byPlatform ?? []).map((entry) => ({
    key: entry.platform,
    label: translate(`app.analytics.devices.platforms.${entry.platform}`),
    visitors: entry.visitors,
  }));
  const versions = (data?.byAppVersion ?? []).map((entry) => ({ key: entry.appVersion, label: entry.appVersion, visitors: entry.visitors }));
  return (
    <AnalyticsGrid min={340}>
      <SharePart title="app.analytics.devices.by_type" parts={deviceTypes} query={query} />
      <SharePart title="app.analytics.devices.by_platform" parts={platforms} query={query} />
      <ChartCard
        title="app.analytics.devices.by_version"
        isPending={query.isPending}
        error={query.error}
        empty={versions.length === 0}
        legend={[{ label: translate('app.analytics.visitors.visitors'), color: colorAt(0) }]}
        figures={figuresOf(versions, translate('app.analytics.devices.version'), translate('app.analytics.visitors.visitors'))}
      >
        {(width) => (
          <BarsChart
            width={width}
            categories={versions.map((part) => part.label)}
            series={[{ label: translate('app.analytics.visitors.visitors'), color: colorAt(0), data: versions.map((part) => part.visitors) }]}
          />
        )}
      </ChartCard>
    </AnalyticsGrid>
  );
}

function SharePart({ title, parts, query }: { title: string; parts: Part[]; query: UseQueryResult<DeviceStatistics> }) {
  const translate = useTranslate();
  const slices = parts.map((part, index) => ({ id: part.key, label: part.label, value: part.visitors, color: colorAt(index) }));
  return (
    <ChartCard
      title={title}
      isPending={query.isPending}
      error={query.error}
      empty={parts.every((part) => part.visitors === 0)}
      legend={slices}
      figures={figuresOf(parts, translate(title), translate('app.analytics.visitors.visitors'))}
    >
      {(width) => <ShareChart width={width} slices={slices} />}
    </ChartCard>
  );
}

const figuresOf = (parts: Part[], what: string, visitors: string) => ({
  columns: [what, visitors],
  rows: parts.map((part) => ({ key: part.key, cells: [part.label, formatNumber(part.visitors)] })),
});
