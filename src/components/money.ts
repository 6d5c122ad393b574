import { type Currency, minorUnitDigits } from '../../contract/money';

/** Minor units (what the API carries) to the amount people read: 1999 USD cents is 19.99. */
export const toMajor = (minor: number, currency: Currency = 'USD') => minor / 10 ** minorUnitDigits[currency];

/** The amount people type to minor units, rounded to the currency's smallest unit. */
export const toMinor = (major: number, currency: Currency = 'USD') => Math.round(major * 10 ** minorUnitDigits[currency]);

/** An amount in minor units formatted with its currency in the reader's locale ("$19.99"). */
export function formatMoney(minor: number, currency: Currency, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajor(minor, currency));
}
