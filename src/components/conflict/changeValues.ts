import type { Currency } from '../../../contract/currencies';
import { auditValueText, type ValueWords } from '../../audit/auditValues';
import { formatMoney } from '../../format';

/** Longer texts are cut here (the audit log keeps 200 characters): the dialog lists values, it does not show records. */
const maxLength = 80;

const cut = (text: string) => (text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text);

/** The words the dialog's values need: the audit log's, no value's, and a text in the reader's quotes. */
export interface CompactWords extends ValueWords {
  empty: string;
  quoted: (text: string) => string;
}

/**
 * A field's value as the conflict dialog lists it: as the audit log's screens write it
 * (src/audit/auditValues.ts), texts quoted, everything cut, and `empty` for no value.
 */
export function compactValue(value: unknown, labels: CompactWords): string {
  const text = auditValueText(value, labels);
  if (text === null) return labels.empty;
  return typeof value === 'string' ? labels.quoted(cut(text)) : cut(text);
}

/** Amounts in minor units (MoneyInput) in the currency of the record's `currency` field. */
const moneyFields = new Set(['price']);

/** A field's value as the dialog lists it: an amount with its record's currency, others as compactValue. */
export function compactFieldValue(
  field: string,
  value: unknown,
  record: Record<string, unknown>,
  labels: CompactWords,
): string {
  const currency = record.currency;
  if (moneyFields.has(field) && typeof value === 'number' && typeof currency === 'string') return formatMoney(value, currency as Currency);
  return compactValue(value, labels);
}
