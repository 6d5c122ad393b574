import { useTranslate } from 'react-admin';
import type { CommerceDashboard } from '../../contract/dashboard';
import { ChartCard, TimeSeriesChart, usePartialDay } from '../../src/components/charts';
import { revenueFormat, revenueSeries } from './revenueSeries';

/** The revenue of each of the last 30 days, one line per currency; today, not over yet, dashed. */
export default function RevenueChart({ days, today }: { days: CommerceDashboard['revenueSeries']; today: string }) {
  const translate = useTranslate();
  const dates = days.map((day) => day.date);
  const partialDay = usePartialDay(dates, today);
  const { currencies, series, figures } = revenueSeries(days, translate('app.charts.date'), partialDay.dayLabel);
  return (
    <ChartCard
      title="app.dashboard.revenue_chart"
      isPending={false}
      empty={series.length === 0}
      legend={[...series.map(({ label, color }) => ({ label, color })), ...partialDay.legend]}
      figures={figures}
      height={320}
    >
      {(width) => (
        <TimeSeriesChart
          width={width}
          height={320}
          dates={dates}
          series={series}
          formatValue={revenueFormat(currencies)}
          partialLast={partialDay.partial}
        />
      )}
    </ChartCard>
  );
}
