import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCompact, formatNumber } from '../../format';
import { edgeRoomFor, labelledTicks, tickFormatter } from './axisLabels';
import { bandGapRatio, chartDefaults } from './chartDefaults';
import { widestTickLabel } from './tickLabelWidth';
import type { TimeSeries } from './timeSeries';

export interface BarsChartProps {
  width: number;
  /** One band per category (a status, an app version, a day): distinct values. */
  categories: string[];
  /** How a category reads (a day's `YYYY-MM-DD` as "Nov 24"); as it is by default. */
  formatCategory?: (category: string) => string;
  /** One bar per series in each band; several series stack when `stacked`. */
  series: TimeSeries[];
  stacked?: boolean;
  formatValue?: (value: number) => string;
  height?: number;
  /**
   * `horizontal`: bars from a column of category names, each named in full (names read across,
   * not under narrow bars; for a few named categories). `vertical` (the default): bars up from
   * the categories, names cut to 16 characters and spaced so none overlaps (for days).
   */
  layout?: 'vertical' | 'horizontal';
  /** The band whose figure is still growing (today, this week): drawn paler. */
  partialIndex?: number;
}

/** The width of the value axis of vertical bars, in px. */
const valueAxisWidth = 56;
/** The category column of horizontal bars takes at most this share of the chart's width. */
const maxCategoryShare = 0.45;

/** Bars by category, 8 px apart. */
export function BarsChart({ width, categories, formatCategory = (category) => category, series, stacked = false, formatValue, height = chartDefaults.height, layout = 'vertical', partialIndex }: BarsChartProps) {
  const { typography } = useTheme();
  const horizontal = layout === 'horizontal';
  const label = horizontal ? formatCategory : tickFormatter(formatCategory);
  const labelWidth = widestTickLabel(
    categories.map((category) => label(category, { location: 'tick' })),
    typography.fontFamily,
  );
  // The plot is the chart less the category or value axis and margins: close enough for an 8 px gap.
  const categoryAxisWidth = Math.min(labelWidth + 16, Math.floor(width * maxCategoryShare));
  const plotLength = Math.max(horizontal ? height - 60 : width - valueAxisWidth - 40, 1);
  const band = {
    scaleType: 'band' as const,
    data: categories,
    categoryGapRatio: bandGapRatio(categories.length, plotLength),
    barGapRatio: 0.1,
    valueFormatter: label,
  };
  const labelled = labelledTicks(categories.length, plotLength / Math.max(categories.length, 1), labelWidth);
  const values = { valueFormatter: formatCompact };
  return (
    <BarChart
      width={width}
      height={height}
      skipAnimation
      hideLegend
      layout={layout}
      margin={horizontal ? undefined : { right: edgeRoomFor(labelWidth) }}
      // Every category of a horizontal chart is named; vertical bands are named at a steady rhythm, none overlapping.
      xAxis={[horizontal ? values : { ...band, tickInterval: (_: string, index: number) => labelled(index), tickLabelInterval: () => true }]}
      yAxis={[horizontal ? { ...band, width: categoryAxisWidth, tickLabelInterval: () => true } : { ...values, width: valueAxisWidth }]}
      series={series.map((bar) => ({
        label: bar.label,
        color: bar.color,
        colorGetter: partialIndex === undefined ? undefined : ({ dataIndex }: { dataIndex: number }) => (dataIndex === partialIndex ? alpha(bar.color, 0.45) : bar.color),
        data: bar.data,
        stack: stacked ? 'total' : undefined,
        valueFormatter: (value: number | null) => (value === null ? '' : formatValue ? formatValue(value) : formatNumber(value)),
      }))}
      grid={horizontal ? { vertical: true } : { horizontal: true }}
    />
  );
}
