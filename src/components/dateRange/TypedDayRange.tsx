import { Box, Button } from '@mui/material';
import { Form, required, useTranslate, type Validator } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { InstantInput } from '../dateInput/InstantInput';
import type { DateRange } from './presets';

interface TypedDayRangeProps {
  /** The range now in force: the fields start from it. */
  value: DateRange;
  /** The last day that may be chosen (`YYYY-MM-DD`, the business day today). */
  lastDay: string;
  onApply: (range: { startDate: string; endDate: string }) => void;
}

/**
 * The custom range typed rather than clicked: a first and a last day, applied together (in
 * order, whichever was typed first). Its form stops its submit event, so a list's filter form
 * around the selector never sees it.
 */
export function TypedDayRange({ value, lastDay, onApply }: TypedDayRangeProps) {
  const translate = useTranslate();
  const upToLastDay: Validator = (day: unknown) =>
    typeof day === 'string' && day > lastDay ? 'app.date_range.after_last_day' : undefined;
  const validate = [required(), upToLastDay];
  return (
    <Box onSubmit={(event) => event.stopPropagation()} sx={{ px: 3, pb: 2, maxWidth: 360 }}>
      <Form
        noValidate
        record={{ startDate: value.startDate, endDate: value.endDate }}
        onSubmit={(values: FieldValues) => {
          const days = [values.startDate as string, values.endDate as string].sort();
          onApply({ startDate: days[0]!, endDate: days[1]! });
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'flex-start' }}>
          <InstantInput dateOnly source="startDate" label="app.date_range.first_day" validate={validate} sx={{ flex: '1 1 140px' }} />
          <InstantInput dateOnly source="endDate" label="app.date_range.last_day" validate={validate} sx={{ flex: '1 1 140px' }} />
        </Box>
        <Button type="submit" variant="contained" size="small">
          {translate('app.date_range.apply')}
        </Button>
      </Form>
    </Box>
  );
}
