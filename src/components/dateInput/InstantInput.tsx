import { Box } from '@mui/material';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { DateInput, DateTimeInput, type DateTimeInputProps, type Validator, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useBusinessTimeZone } from '../dateRange/useBusinessTimeZone';
import { instantToWallClock, isCalendarDate, isWallClock, wallClockToInstant } from './zonedTime';

export interface InstantInputProps extends DateTimeInputProps {
  /** A calendar date `YYYY-MM-DD` (a day, no time and no zone) rather than an instant. */
  dateOnly?: boolean;
}

/**
 * The console's one date and time input. Its value is what the API reads and writes: an ISO 8601
 * instant with its offset (`2026-12-31T09:00:00.000Z`), or with `dateOnly` a calendar date
 * (`2026-12-31`); empty is null. A person sees and types the time in the business time zone
 * (TIME_ZONE), named under the field, whatever the browser's own zone. A date or time typed only
 * in part is refused with the field's message, not dropped: give its form `noValidate`, else the
 * browser refuses it first with a bubble of its own.
 */
export function InstantInput({ dateOnly = false, helperText, validate, ...props }: InstantInputProps) {
  const translate = useTranslate();
  const timeZone = useBusinessTimeZone();
  // The browser keeps a half-typed date out of the input's value (it reads as empty): its validity says so.
  const incomplete = useRef(false);
  const { setValue } = useFormContext();
  const track = (event: FormEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    incomplete.current = event.target.validity.badInput;
    // A value cleared, in whole or in part, is none at once (react-admin would wait for the field
    // to lose focus): Save is enabled, and pressing it shows the field's message.
    if (event.type === 'input' && event.target.value === '') setValue(props.source, null, { shouldDirty: true });
  };
  const whole: Validator = () =>
    incomplete.current ? (dateOnly ? 'app.date_input.incomplete_date' : 'app.date_input.incomplete_date_time') : undefined;
  const validators = [whole, ...[validate ?? []].flat()];

  if (dateOnly) {
    return (
      <Box sx={{ display: 'contents' }} onBlur={track} onInput={track}>
        <DateInput
          format={(value: unknown) => (isCalendarDate(value) ? value : '')}
          parse={(value: string) => (isCalendarDate(value) ? value : null)}
          validate={validators}
          helperText={helperText}
          {...props}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'contents' }} onBlur={track} onInput={track}>
      <DateTimeInput
        // Its own output comes back through `format` (react-admin formats the input's first value twice).
        format={(value: unknown) => (isWallClock(value) ? value : instantToWallClock(value as string | null, timeZone))}
        parse={(value: string) => wallClockToInstant(value, timeZone)}
        validate={validators}
        helperText={
          helperText === false
            ? false
            : withZone(typeof helperText === 'string' ? translate(helperText) : helperText, translate('app.date_input.time_zone', { timeZone }))
        }
        {...props}
      />
    </Box>
  );
}

/** The field's own helper text, if any, with the time zone on a line below it. */
function withZone(helper: ReactNode, zone: string): ReactNode {
  return helper ? (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {helper}
      </Box>
      {zone}
    </>
  ) : (
    zone
  );
}
