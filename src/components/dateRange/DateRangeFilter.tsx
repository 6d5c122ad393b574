import { useListContext } from 'react-admin';
import { useController } from 'react-hook-form';
import { DateRangeSelector } from './DateRangeSelector';

/**
 * The date-range selector as a list filter: it reads and sets the filter form's `startDate` and
 * `endDate` (No Filters empties both, which removes them from the list's filters). Give it
 * `alwaysOn` and `source="startDate"` in `filters`.
 *
 * It writes through the filter form, as every other filter input does, never straight to the
 * list: the form applies its values half a second after the last change (react-admin's
 * FilterLiveForm), and a period set on the list in between was put back by a status picked just
 * before it, with the form's older dates.
 */
// `source` and `alwaysOn` are read by react-admin's filter form, not here.
export function DateRangeFilter({ label }: { source: string; alwaysOn?: boolean; label?: string }) {
  const { filterValues } = useListContext();
  // Both bounds are fields of the form, which then keeps them in step with the list's filters.
  const start = useController({ name: 'startDate', defaultValue: filterValues.startDate ?? '' }).field;
  const end = useController({ name: 'endDate', defaultValue: filterValues.endDate ?? '' }).field;
  return (
    <DateRangeSelector
      value={{ startDate: start.value || null, endDate: end.value || null }}
      label={label}
      onChange={(range) => {
        start.onChange(range.startDate ?? '');
        end.onChange(range.endDate ?? '');
      }}
    />
  );
}
