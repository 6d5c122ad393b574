import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompact, formatNumber } from '../../format';
import { tickFormatter } from './axisLabels';
import { bandGapRatio, chartDefaults } from './chartDefaults';
import type { TimeSeries } from './TimeSeriesChart';

export interface BarsChartProps {
  width: number;
  /** One band per category (a status, an app version, a day). */
  categories: string[];
  /** One bar per series in each band; several series stack when `stacked`. */
  series: TimeSeries[];
  stacked?: boolean;
  formatValue?: (value: number) => string;
  height?: number;
}

/** Bars by category, 8 px apart, tick labels cut to 16 characters. */
export function BarsChart({ width, categories, series, stacked = false, formatValue, height = chartDefaults.height }: BarsChartProps) {
  // The plot is the chart less the y axis and margins: close enough for an 8 px gap.
  const plotWidth = Math.max(width - 80, 1);
  return (
    <BarChart
      width={width}
      height={height}
      skipAnimation
      hideLegend
      xAxis={[
        {
          scaleType: 'band',
          data: categories,
          categoryGapRatio: bandGapRatio(categories.length, plotWidth),
          barGapRatio: 0.1,
          valueFormatter: tickFormatter((value: string) => value),
        },
      ]}
      yAxis={[{ valueFormatter: formatCompact, width: 56 }]}
      series={series.map((bar) => ({
        label: bar.label,
        color: bar.color,
        data: bar.data,
        stack: stacked ? 'total' : undefined,
        valueFormatter: (value: number | null) => (value === null ? '' : formatValue ? formatValue(value) : formatNumber(value)),
      }))}
      grid={{ horizontal: true }}
    />
  );
}
