import { type Currency, minorUnitDigits } from '../../contract/currencies';
import { consoleLocale } from './locale';

/**
 * The one formatter of the console: dates, times, numbers, money, sizes and countries, in the
 * console's locale through Intl (docs/architecture.md "Formatting"). Instants are shown in the
 * reader's time zone; calendar days (`2026-11-03`, as analytics and date filters carry them) as
 * the day they name.
 */

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames;
const formatters = new Map<string, Formatter>();
/** One formatter per locale and options: the locale is part of the key, so a change of language makes new ones. */
function cached<F extends Formatter>(key: string, make: (locale: string) => F): F {
  const locale = consoleLocale();
  let formatter = formatters.get(`${locale} ${key}`);
  if (!formatter) formatters.set(`${locale} ${key}`, (formatter = make(locale)));
  return formatter as F;
}
const numberFormat = (options: Intl.NumberFormatOptions) =>
  cached(`n${JSON.stringify(options)}`, (locale) => new Intl.NumberFormat(locale, options));
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cached(`d${JSON.stringify(options)}`, (locale) => new Intl.DateTimeFormat(locale, options));

type Instant = string | number | Date;

/** The options of an instant with its time ("Nov 15, 2026, 3:29 PM"), for react-admin's `<DateField showTime>`. */
export const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** The options of a day ("Nov 15, 2026"), for react-admin's `<DateField>`. */
export const dateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** "Nov 15, 2026, 3:29 PM". */
export const formatDateTime = (value: Instant) => dateFormat(dateTimeOptions).format(new Date(value));

/** "Nov 15, 2026": the day of an instant in the reader's time zone. */
export const formatDate = (value: Instant) => dateFormat(dateOptions).format(new Date(value));

/** "Nov 15, 3:29 PM": an instant of this year without its year, with it otherwise (dashboards' recent items). */
export function formatRecent(value: Instant): string {
  const date = new Date(value);
  const year = date.getFullYear() === new Date().getFullYear() ? undefined : 'numeric';
  return dateFormat({ year, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}

const relativeUnits: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "2 minutes ago", "yesterday": how long ago an instant was, in its largest whole unit. */
export function formatAgo(value: Instant, now = Date.now()): string {
  // At least a second ago: a clock a little ahead of the server's says "1 second ago", not "in 2 seconds".
  const seconds = Math.min(-1, Math.round((new Date(value).getTime() - now) / 1000));
  const [unit, size] = relativeUnits.find(([, size]) => Math.abs(seconds) >= size) ?? (['second', 1] as const);
  const format = cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  return format.format(Math.round(seconds / size), unit);
}

/** A calendar day (`2026-11-03`) read at UTC noon, so that no time zone moves it to another day. */
const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** `2026-11-03` as "Nov 3, 2026". */
export const formatDay = (day: string) => dateFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(calendarDay(day));

/** The month of `2026-11-01` as "Nov 2026". */
export const formatMonth = (day: string) => dateFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(calendarDay(day));

/** `2026-11-03` as "Nov 3" (chart axes). */
export const formatShortDay = (day: string) => dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(calendarDay(day));

/**
 * `2026-11-03`..`2026-11-15` as "Nov 3 – 15": within this year without the year (a list's period
 * fits its filter row), "Nov 3 – 15, 2025" otherwise.
 */
export const formatDayRange = (start: string, end: string) => {
  const thisYear = String(new Date().getFullYear());
  const options: Intl.DateTimeFormatOptions =
    start.startsWith(thisYear) && end.startsWith(thisYear)
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeZone: 'UTC' };
  return dateFormat(options).formatRange(calendarDay(start), calendarDay(end));
};

/** "1,234", "12.5". */
export const formatNumber = (value: number, maximumFractionDigits = 3) => numberFormat({ maximumFractionDigits }).format(value);

/** "1.2K", "3.4M": value axes and tight figures. */
export const formatCompact = (value: number) => numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** A ratio as a change ("+12.5%", "-3%", "0%"). */
export const formatChange = (ratio: number) =>
  numberFormat({ style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(ratio);

/** A share or a rate as a percentage ("12.5%", "0%"). */
export const formatPercent = (ratio: number) => numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(ratio);

/** Minor units (what the API carries) to the amount people read: 1999 USD cents is 19.99. */
export const toMajor = (minor: number, currency: Currency = 'USD') => minor / 10 ** minorUnitDigits[currency];

/** The amount people type to minor units, rounded to the currency's smallest unit. */
export const toMinor = (major: number, currency: Currency = 'USD') => Math.round(major * 10 ** minorUnitDigits[currency]);

/** An amount in minor units with its currency ("$19.99", "€7.99"). */
export const formatMoney = (minor: number, currency: Currency) =>
  numberFormat({ style: 'currency', currency }).format(toMajor(minor, currency));

/** A change of an amount in minor units, signed ("+$19.99", "-€7.99", "$0.00"). */
export const formatMoneyChange = (minor: number, currency: Currency) =>
  numberFormat({ style: 'currency', currency, signDisplay: 'exceptZero' }).format(toMajor(minor, currency));

/** An amount in major units of one currency (chart values): "$1,234.50". */
export const formatMajor = (major: number, currency: string) => numberFormat({ style: 'currency', currency }).format(major);

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in bytes in decimal units: "512 bytes", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < sizeUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat({
    style: 'unit',
    unit: sizeUnits[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** An ISO 3166 country code as its name ("GB" is "United Kingdom"); an unknown code as it is. */
export function formatCountry(code: string): string {
  const regionNames = cached('region', (locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }));
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A language code as its name ("en" is "English"). */
export function formatLanguage(code: string): string {
  const languageNames = cached('language', (locale) => new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }));
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** An amount as the analytics and the dashboard carry it (`{currency, amount}` in minor units). */
export const formatAmount = ({ amount, currency }: { amount: number; currency: string }) => formatMoney(amount, currency as Currency);
