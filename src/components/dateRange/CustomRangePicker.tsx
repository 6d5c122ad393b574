import { Typography } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/fr';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../format';
import { consoleLocale } from '../../format/locale';
import type { DateRange } from './presets';
import { TypedDayRange } from './TypedDayRange';

/** The picker's own words (its buttons' names, "Mois précédent"): English is its default. */
const pickerTexts = { en: undefined, fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText };

export interface CustomRangePickerProps {
  /** The range now in force: the typed fields start from it. */
  value: DateRange;
  /** The last day that may be chosen (`YYYY-MM-DD`, the business day today). */
  lastDay: string;
  onChange: (range: DateRange) => void;
}

/**
 * The Custom range of the date-range selector: a calendar on which a first and a last day are
 * clicked, and the same two days typed under it. A chunk of its own (the date pickers), loaded
 * when Custom is chosen: a list with a period opens without it.
 */
export default function CustomRangePicker({ value, lastDay, onChange }: CustomRangePickerProps) {
  const translate = useTranslate();
  const [start, setStart] = useState<Dayjs | null>(null);

  const pick = (day: Dayjs | null) => {
    if (!day) return;
    if (!start) {
      setStart(day);
      return;
    }
    const [first, last] = day.isBefore(start, 'day') ? [day, start] : [start, day];
    onChange({ startDate: first.format('YYYY-MM-DD'), endDate: last.format('YYYY-MM-DD') });
  };

  return (
    <>
      <Typography variant="body2" role="status" sx={{ px: 3, pt: 2 }}>
        {start ? translate('app.date_range.choose_end', { start: formatDay(start.format('YYYY-MM-DD')) }) : translate('app.date_range.choose_start')}
      </Typography>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={consoleLocale()} localeText={pickerTexts[consoleLocale()]}>
        <DateCalendar value={start} onChange={pick} maxDate={dayjs(lastDay)} autoFocus />
      </LocalizationProvider>
      <TypedDayRange value={value} lastDay={lastDay} onApply={onChange} />
    </>
  );
}
