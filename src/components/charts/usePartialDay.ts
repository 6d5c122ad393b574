import { useTranslate } from 'react-admin';
import { formatDay } from '../../format';
import type { LegendItem } from './ChartLegend';

/**
 * Whether a series by day ends on `today`, a day not over yet, and how a chart says so: a
 * legend entry ("Today so far", with the mark its chart draws today's part with) and the day's
 * name in the figures table ("Nov 24, 2026 (so far)"). Analytics consoles draw the day in
 * progress apart rather than leave it out: today's figures matter, they just are not comparable.
 */
export function usePartialDay(dates: string[], today: string | undefined, mark: LegendItem['mark'] = 'dashed') {
  const translate = useTranslate();
  const partial = dates.length > 1 && today !== undefined && dates.at(-1) === today;
  const legend: LegendItem[] = partial ? [{ label: translate('app.charts.today_so_far'), color: 'text.secondary', mark }] : [];
  const dayLabel = (date: string) => (partial && date === today ? translate('app.charts.day_so_far', { day: formatDay(date) }) : formatDay(date));
  return { partial, legend, dayLabel };
}
