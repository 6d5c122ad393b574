import { Typography } from '@mui/material';
import { type FieldProps, sanitizeFieldRestProps, useFieldValue, useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../format';

const oneLine = { whiteSpace: 'nowrap' } as const;

/**
 * A date of the record, written by one of src/format's formatters, on one line. react-admin's
 * `<DateField>` calls `toLocaleString(locales, options)` for every value, which builds a new Intl
 * formatter each time (25 of them took 4 to 6.5 ms of a list page's first rows, against 0.2 through
 * one formatter per locale and options: docs/architecture.md "Formatting"). As `<DateField>`, it
 * shows `emptyText` (translated) or nothing for no value; a value that is no date shows as it is.
 */
function FormattedDate({ format, ...props }: FieldProps & { format: (value: string | number | Date) => string }) {
  const { className, emptyText, ...rest } = props;
  const value: unknown = useFieldValue(props);
  const translate = useTranslate();
  const empty = value == null || value === '';
  if (empty && !emptyText) return null;
  let text: string;
  if (empty) text = translate(emptyText!, { _: emptyText });
  else if (value instanceof Date || typeof value === 'string' || typeof value === 'number') {
    text = Number.isNaN(new Date(value).getTime()) ? String(value) : format(value);
  } else text = String(value);
  return (
    <Typography component="span" variant="body2" className={className} sx={oneLine} {...sanitizeFieldRestProps(rest)}>
      {text}
    </Typography>
  );
}

/** An instant with its time, as src/format writes it ("Nov 15, 2026, 3:29 PM"), on one line. */
export const DateTimeField = (props: FieldProps) => <FormattedDate format={formatDateTime} {...props} />;

/** The day of an instant ("Nov 15, 2026"), on one line. */
export const DayField = (props: FieldProps) => <FormattedDate format={formatDate} {...props} />;
