import { useTranslate } from 'react-admin';
import type { CommerceDashboard } from '../../contract/dashboard';
import { ChartCard, TimeSeriesChart } from '../../src/components/charts';
import { revenueFormat, revenueSeries } from './revenueSeries';

/** The revenue of each of the last 30 days, one line per currency. */
export default function RevenueChart({ days }: { days: CommerceDashboard['revenueSeries'] }) {
  const translate = useTranslate();
  const { currencies, series, figures } = revenueSeries(days, translate('app.charts.date'));
  return (
    <ChartCard
      title="app.dashboard.revenue_chart"
      isPending={false}
      empty={series.length === 0}
      legend={series.map(({ label, color }) => ({ label, color }))}
      figures={figures}
      height={320}
    >
      {(width) => (
        <TimeSeriesChart width={width} height={320} dates={days.map((day) => day.date)} series={series} formatValue={revenueFormat(currencies)} />
      )}
    </ChartCard>
  );
}
