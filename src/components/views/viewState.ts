import type { SavedView, SavedViewInput, ViewColumns, ViewPeriod } from '../../../contract/views';
import { viewPageSizes, viewPeriods } from '../../../contract/viewRules';
import { calendarDateOf, type DateRange, presetRange } from '../dateRange/presets';

/**
 * A saved view against the list as it is (docs/api.md "Saved views"), as pure functions of a
 * clock: the filters a view sets, whether the list shows a view, and what saving the list keeps.
 */

type Filters = Record<string, unknown>;
type Sort = { field: string; order: 'ASC' | 'DESC' };

/** What a view reads and sets of a list: react-admin's list parameters. */
export interface ListState {
  filterValues: Filters;
  sort: { field: string; order: string };
  perPage: number;
}

/** The days of a period today, in the business time zone: "this month" is its first day to today. */
export function periodRange(period: ViewPeriod, now: Date, timeZone: string): DateRange {
  if (period === 'thisMonth') {
    const today = calendarDateOf(now, timeZone);
    return { startDate: `${today.slice(0, 8)}01`, endDate: today };
  }
  return presetRange(period, now, timeZone)!;
}

/** The period whose days these are today, if any (so that a saved "Last 7 days" stays relative). */
export function periodOf(filters: Filters, now: Date, timeZone: string): ViewPeriod | null {
  const { startDate, endDate } = filters;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  return viewPeriods.find((period) => {
    const range = periodRange(period, now, timeZone);
    return range.startDate === startDate && range.endDate === endDate;
  }) ?? null;
}

/** The filters but their days. */
const withoutDays = (filters: Filters): Filters =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => key !== 'startDate' && key !== 'endDate'));

/** The list's filters a view sets: its own, its period as today's days. */
export function filtersOfView(view: Pick<SavedView, 'filters' | 'period'>, now: Date, timeZone: string): Filters {
  if (!view.period) return view.filters;
  return { ...withoutDays(view.filters), ...periodRange(view.period, now, timeZone) };
}

/** The same JSON value, whatever the order of the members. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((key) => sameValue((a as Filters)[key], (b as Filters)[key]));
}

/** Whether the list shows what the view sets (a view without a sort or page size takes any). */
export function showsView(list: ListState, view: SavedView, now: Date, timeZone: string): boolean {
  return (
    sameValue(list.filterValues, filtersOfView(view, now, timeZone)) &&
    (!view.sort || (view.sort.field === list.sort.field && view.sort.order === list.sort.order)) &&
    (view.perPage === null || view.perPage === list.perPage)
  );
}

/** The filters shown beside the list's own for a view's values (a filter of "More filters" too). */
export const displayedFiltersOf = (filters: Filters) => Object.fromEntries(Object.keys(filters).map((key) => [key, true]));

/** What saving the list as a view keeps: its filters (days that are a period today as the period), sort, page size and columns. */
export function settingsOfList(
  list: ListState,
  columns: ViewColumns | null,
  now: Date,
  timeZone: string,
): Pick<SavedViewInput, 'filters' | 'period' | 'sort' | 'perPage' | 'columns'> {
  const period = periodOf(list.filterValues, now, timeZone);
  const order = list.sort.order === 'ASC' ? 'ASC' : 'DESC';
  const perPage = viewPageSizes.find((size) => size === list.perPage) ?? null;
  return {
    filters: period ? withoutDays(list.filterValues) : list.filterValues,
    period,
    sort: list.sort.field ? ({ field: list.sort.field, order } satisfies Sort) : null,
    perPage,
    columns,
  };
}
