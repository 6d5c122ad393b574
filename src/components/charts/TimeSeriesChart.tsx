import { LineChart } from '@mui/x-charts/LineChart';
import { formatCompact, formatNumber, formatShortDay } from '../../format';
import { tickFormatter } from './axisLabels';
import { chartDefaults } from './chartDefaults';

export interface TimeSeries {
  label: string;
  color: string;
  data: number[];
}

export interface TimeSeriesChartProps {
  width: number;
  /** The days, `YYYY-MM-DD`, one per point. */
  dates: string[];
  series: TimeSeries[];
  /** How a value reads in the tooltip (the axis reads 1.2K). */
  formatValue?: (value: number) => string;
  height?: number;
  area?: boolean;
}

/** Figures by day as lines (or areas), at the card's width and the spec's height. */
export function TimeSeriesChart({ width, dates, series, formatValue, height = chartDefaults.height, area = false }: TimeSeriesChartProps) {
  return (
    <LineChart
      width={width}
      height={height}
      skipAnimation
      hideLegend
      xAxis={[{ scaleType: 'point', data: dates, valueFormatter: tickFormatter(formatShortDay) }]}
      yAxis={[{ valueFormatter: formatCompact, width: 56 }]}
      series={series.map((line) => ({
        label: line.label,
        color: line.color,
        data: line.data,
        area,
        // Straight lines between days: a smoothed curve would draw values that never happened.
        curve: 'linear',
        // Marks help read a few days; on many days or many lines they only crowd the chart.
        showMark: dates.length <= 31 && series.length <= 2,
        valueFormatter: (value: number | null) => (value === null ? '' : formatValue ? formatValue(value) : formatNumber(value)),
      }))}
      grid={{ horizontal: true }}
    />
  );
}
