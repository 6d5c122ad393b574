import { maxRangeDays } from '../../contract/analyticsRules';
import { calendarDateOf, DAY_MS, type DateRange } from '../../src/components/dateRange/presets';
import { useBusinessTimeZone } from '../../src/components/dateRange/useBusinessTimeZone';
import { useDateRange } from '../../src/components/dateRange/useDateRange';

export interface AnalyticsRange {
  /** What the selector shows (No Filters has no bounds). */
  selected: DateRange;
  setSelected: (range: DateRange) => void;
  /** What the API is asked for: No Filters reads as the longest range it answers, ending today. */
  startDate: string;
  endDate: string;
  /** The business day now: a range that ends on it ends on a day not over yet. */
  today: string;
}

/** The date range of an analytics page: Last 7 Days to start with. */
export function useAnalyticsRange(): AnalyticsRange {
  const [selected, setSelected] = useDateRange();
  const timeZone = useBusinessTimeZone();
  const now = new Date();
  const today = calendarDateOf(now, timeZone);
  return {
    selected,
    setSelected,
    startDate: selected.startDate ?? calendarDateOf(new Date(now.getTime() - (maxRangeDays - 1) * DAY_MS), timeZone),
    endDate: selected.endDate ?? today,
    today,
  };
}
