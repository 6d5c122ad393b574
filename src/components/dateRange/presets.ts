/** The date-range selector's presets, as pure functions of a clock. */

/** The options, in the spec's order. */
export const datePresets = ['yesterday', 'today', 'last7', 'last30', 'custom', 'none'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The default preset: Last 7 Days. */
export const defaultDatePreset: DatePreset = 'last7';

/** What the selector emits: calendar dates `YYYY-MM-DD` in the business time zone, both inclusive; null for no bound. */
export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

/** A day as the presets count it: always 86,400,000 ms, whatever DST does to the calendar day. */
export const DAY_MS = 86_400_000;

/** One formatter per time zone: every render of a list with a period asks for several dates. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone, `YYYY-MM-DD`. */
export function calendarDateOf(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A preset's range, from the date that many days back: Today 0, Yesterday 1, the last 7 and 30 days up to yesterday. */
function rangeOf(preset: DatePreset, date: (daysBack: number) => string): DateRange | undefined {
  switch (preset) {
    case 'today':
      return { startDate: date(0), endDate: date(0) };
    case 'yesterday':
      return { startDate: date(1), endDate: date(1) };
    case 'last7':
      return { startDate: date(7), endDate: date(1) };
    case 'last30':
      return { startDate: date(30), endDate: date(1) };
    case 'none':
      return { startDate: null, endDate: null };
    case 'custom':
      return undefined;
  }
}

/**
 * The range of a preset relative to `now`: Today is now to now, Yesterday one day ago to one day
 * ago, Last 7 and Last 30 Days start 7 or 30 days ago and end yesterday, No Filters has no bounds.
 * Custom has no range of its own (the calendar gives it): undefined.
 */
export const presetRange = (preset: DatePreset, now: Date, timeZone: string): DateRange | undefined =>
  rangeOf(preset, (days) => calendarDateOf(daysAgo(now, days), timeZone));

/** The preset whose range this is today, or `custom`; no bounds is `none`. */
export function presetOf(range: DateRange, now: Date, timeZone: string): DatePreset {
  if (!range.startDate && !range.endDate) return 'none';
  return (
    datePresets.find((preset) => {
      const candidate = presetRange(preset, now, timeZone);
      return candidate && candidate.startDate === range.startDate && candidate.endDate === range.endDate;
    }) ?? 'custom'
  );
}
