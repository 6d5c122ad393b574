import type { MoneyAmount } from '../../contract/analytics';
import type { Currency } from '../../contract/money';
import { formatMoney } from '../../src/components/money';

/** A count in the reader's locale ("1,234"). */
export const formatCount = (value: number) => value.toLocaleString();

/** An instant in the reader's locale and time zone, the year only when it is not this one ("Jun 3, 4:05 PM"). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const year = date.getFullYear() === new Date().getFullYear() ? undefined : 'numeric';
  return date.toLocaleString(undefined, { year, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export const formatAmount = ({ amount, currency }: MoneyAmount) => formatMoney(amount, currency as Currency);
