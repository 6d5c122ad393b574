import type { TimeSeries } from './timeSeries';

/** The end of the id of a line's last segment, to a day not over yet: drawn dashed (TimeSeriesChart). */
export const partialSuffix = '-so-far';

export interface SplitLine {
  id: string;
  label: string;
  color: string;
  data: (number | null)[];
  /** The segment to the partial day: only its last two points are set. */
  partial: boolean;
}

/**
 * Lines whose last day is not over yet (today): each is drawn solid up to the day before, and
 * its last segment, to today, as a second line of the same colour, dashed and named
 * `soFar(label)`, so a day only begun never reads as a drop. Without `partialLast`, the lines
 * as they are.
 */
export function splitPartialLast(series: TimeSeries[], partialLast: boolean, soFar: (label: string) => string): SplitLine[] {
  return series.flatMap((line, index) => {
    const id = `line-${index}`;
    const last = line.data.length - 1;
    if (!partialLast || last < 1) return [{ id, label: line.label, color: line.color, data: line.data, partial: false }];
    return [
      { id, label: line.label, color: line.color, data: line.data.map((value, at) => (at === last ? null : value)), partial: false },
      {
        id: `${id}${partialSuffix}`,
        label: soFar(line.label),
        color: line.color,
        data: line.data.map((value, at) => (at >= last - 1 ? value : null)),
        partial: true,
      },
    ];
  });
}
