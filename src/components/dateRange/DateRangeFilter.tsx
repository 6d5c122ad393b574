import { useListContext } from 'react-admin';
import { DateRangeSelector } from './DateRangeSelector';

/**
 * The date-range selector as a list filter: it reads and sets the list's `startDate` and
 * `endDate` (No Filters removes both). Give it `alwaysOn` and `source="startDate"` in `filters`.
 */
// `source` and `alwaysOn` are read by react-admin's filter form, not here.
export function DateRangeFilter({ label }: { source: string; alwaysOn?: boolean; label?: string }) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value = { startDate: filterValues.startDate ?? null, endDate: filterValues.endDate ?? null };
  return (
    <DateRangeSelector
      value={value}
      label={label}
      onChange={(range) => {
        const others = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== 'startDate' && key !== 'endDate'));
        const bounds = Object.fromEntries(Object.entries(range).filter(([, date]) => date !== null));
        setFilters({ ...others, ...bounds }, displayedFilters);
      }}
    />
  );
}
