import { Box, MenuItem, Popover, TextField } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDayRange } from '../../format';
import { useBusinessTimeZone } from './useBusinessTimeZone';
import { calendarDateOf, type DatePreset, datePresets, type DateRange, presetOf, presetRange } from './presets';

const loadCustomRangePicker = () => import('./CustomRangePicker');
const CustomRangePicker = lazy(loadCustomRangePicker);

export interface DateRangeSelectorProps {
  /** The range now in force (start from `presetRange(defaultDatePreset, ...)`, see useDateRange). */
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** i18n key of the field's label. */
  label?: string;
}

/**
 * The date-range selector: Yesterday, Today, Last 7 Days, Last 30
 * Days, Custom, No Filters. A preset emits its range at once; Custom opens a calendar and emits
 * only once the end date is chosen (closing it earlier keeps the range as it was), or once both
 * days typed under it are applied; a custom range shows its dates in the field.
 */
export function DateRangeSelector({ value, onChange, label = 'app.date_range.label' }: DateRangeSelectorProps) {
  const translate = useTranslate();
  const timeZone = useBusinessTimeZone();
  // The element the calendar opens under (a callback ref: state, so rendering may read it).
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [choosing, setChoosing] = useState(false);
  const preset = choosing ? 'custom' : presetOf(value, new Date(), timeZone);

  const choose = (next: DatePreset) => {
    if (next === 'custom') {
      setChoosing(true);
      return;
    }
    onChange(presetRange(next, new Date(), timeZone)!);
  };

  return (
    <Box ref={setAnchor} sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 160 }}>
      <TextField
        select
        size="small"
        label={translate(label)}
        value={preset}
        // The calendar's chunk starts loading as the presets open, before Custom is chosen.
        onFocus={() => void loadCustomRangePicker()}
        onChange={(event) => choose(event.target.value as DatePreset)}
        slotProps={{
          select: {
            // A custom range reads as its dates ("Nov 10 – 15, 2026"), not as "Custom".
            renderValue: (selected) =>
              selected === 'custom' && !choosing && value.startDate && value.endDate
                ? formatDayRange(value.startDate, value.endDate)
                : translate(`app.date_range.presets.${selected as DatePreset}`),
          },
        }}
      >
        {datePresets.map((option) => (
          // Choosing Custom while it is selected fires no change: its click reopens the calendar.
          <MenuItem key={option} value={option} onClick={option === 'custom' && preset === 'custom' ? () => choose('custom') : undefined}>
            {translate(`app.date_range.presets.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Popover
        open={choosing}
        anchorEl={anchor}
        onClose={() => setChoosing(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('app.date_range.calendar') } }}
      >
        <Suspense fallback={null}>
          <CustomRangePicker
            value={value}
            lastDay={calendarDateOf(new Date(), timeZone)}
            onChange={(range) => {
              setChoosing(false);
              onChange(range);
            }}
          />
        </Suspense>
      </Popover>
    </Box>
  );
}
