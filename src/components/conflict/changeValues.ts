import type { Currency } from '../../../contract/money';
import { consoleLocale } from '../../i18n/locale';
import { formatMoney, formatNumber } from '../../format';

/** Longer texts are cut here (the audit log keeps 200 characters): the dialog lists values, it does not show records. */
const maxLength = 80;

const cut = (text: string) => (text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text);

/** Rich text (a feed entry's body) as its words. */
const plainText = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * A field's value as the conflict dialog lists it: texts quoted and cut, lists joined, a stored
 * file by its name, yes or no, and `empty` for no value (`labels` gives those words).
 */
export function compactValue(value: unknown, labels: { empty: string; yes: string; no: string }): string {
  if (value == null || value === '') return labels.empty;
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    const text = plainText(value);
    return text ? `“${cut(text)}”` : labels.empty;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return labels.empty;
    return cut(value.map((item) => (typeof item === 'string' ? item : compactValue(item, labels))).join(', '));
  }
  if (typeof value === 'object') {
    const named = (value as { name?: unknown }).name;
    if (typeof named === 'string') return cut(named);
    return cut(JSON.stringify(value));
  }
  return cut(String(value));
}

/** Amounts in minor units (MoneyInput) in the currency of the record's `currency` field. */
const moneyFields = new Set(['price']);

/** A field's value as the dialog lists it: an amount with its record's currency, others as compactValue. */
export function compactFieldValue(
  field: string,
  value: unknown,
  record: Record<string, unknown>,
  labels: { empty: string; yes: string; no: string },
): string {
  const currency = record.currency;
  if (moneyFields.has(field) && typeof value === 'number' && typeof currency === 'string') return formatMoney(value, currency as Currency);
  return compactValue(value, labels);
}

const relative = new Intl.RelativeTimeFormat(consoleLocale, { numeric: 'auto' });

const units: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "2 minutes ago", "yesterday": how long ago an instant was, in its largest whole unit. */
export function formatAgo(at: string | number | Date, now = Date.now()): string {
  // At least a second ago: a clock a little ahead of the server's says "1 second ago", not "in 2 seconds".
  const seconds = Math.min(-1, Math.round((new Date(at).getTime() - now) / 1000));
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? (['second', 1] as const);
  return relative.format(Math.round(seconds / size), unit);
}
