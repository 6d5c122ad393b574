import { DateField, type DateFieldProps } from 'react-admin';
import { dateOptions, dateTimeOptions } from '../format';
import { consoleLocale } from '../format/locale';

/** An instant with its time, as src/format writes it ("Nov 15, 2026, 3:29 PM"), on one line. */
export const DateTimeField = (props: DateFieldProps) => (
  <DateField showTime options={dateTimeOptions} locales={consoleLocale()} sx={{ whiteSpace: 'nowrap' }} {...props} />
);

/** The day of an instant ("Nov 15, 2026"), on one line. */
export const DayField = (props: DateFieldProps) => (
  <DateField options={dateOptions} locales={consoleLocale()} sx={{ whiteSpace: 'nowrap' }} {...props} />
);
