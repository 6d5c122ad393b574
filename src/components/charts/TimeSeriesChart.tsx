import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { formatCompact, formatNumber, formatShortDay } from '../../format';
import { edgeRoomFor, labelledTicks, tickFormatter } from './axisLabels';
import { chartDefaults } from './chartDefaults';
import { partialSuffix, splitPartialLast } from './partialDay';
import type { TimeSeries } from './timeSeries';
import { widestTickLabel } from './tickLabelWidth';

export interface TimeSeriesChartProps {
  width: number;
  /** The days, `YYYY-MM-DD`, one per point. */
  dates: string[];
  series: TimeSeries[];
  /** How a value reads in the tooltip (the axis reads 1.2K). */
  formatValue?: (value: number) => string;
  height?: number;
  area?: boolean;
  /** The last day is not over yet (today): its segment is dashed, so it never reads as a drop. */
  partialLast?: boolean;
}

/** The width of the value axis, in px. */
const valueAxisWidth = 56;

/** Figures by day as lines (or areas), at the card's width and the spec's height. */
export function TimeSeriesChart({ width, dates, series, formatValue, height = chartDefaults.height, area = false, partialLast = false }: TimeSeriesChartProps) {
  const translate = useTranslate();
  const { typography } = useTheme();
  const dayLabel = tickFormatter(formatShortDay);
  const labelWidth = widestTickLabel(
    dates.map((date) => dayLabel(date, { location: 'tick' })),
    typography.fontFamily,
  );
  const right = edgeRoomFor(labelWidth);
  const spacing = (width - valueAxisWidth - 20 - right) / Math.max(dates.length - 1, 1);
  const lines = splitPartialLast(series, partialLast, (label) => translate('app.charts.so_far', { label }));
  const last = dates.length - 1;
  const labelled = labelledTicks(dates.length, spacing, labelWidth);
  return (
    <LineChart
      width={width}
      height={height}
      skipAnimation
      hideLegend
      margin={{ right }}
      xAxis={[
        {
          scaleType: 'point',
          data: dates,
          valueFormatter: dayLabel,
          tickInterval: (_: string, index: number) => labelled(index),
          // The ticks above are chosen not to overlap: draw every one's label.
          tickLabelInterval: () => true,
        },
      ]}
      yAxis={[{ valueFormatter: formatCompact, width: valueAxisWidth }]}
      series={lines.map((line) => ({
        id: line.id,
        label: line.label,
        color: line.color,
        data: line.data,
        area,
        // Straight lines between days: a smoothed curve would draw values that never happened.
        curve: 'linear',
        shape: 'circle',
        // Marks help read a few days; on many days or many lines they only crowd the chart.
        showMark: dates.length <= 31 && series.length <= 2 && (line.partial ? ({ index }) => index === last : true),
        // Each day is in the tooltip once: the dashed part's only from today, and a null is the other part's day.
        valueFormatter: (value: number | null, { dataIndex }: { dataIndex: number }) =>
          value === null || (line.partial && dataIndex !== last) ? null : formatValue ? formatValue(value) : formatNumber(value),
      }))}
      grid={{ horizontal: true }}
      sx={{ [`& .${lineClasses.line}[data-series$="${partialSuffix}"]`]: { strokeDasharray: '6 4' } }}
    />
  );
}
