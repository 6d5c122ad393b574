import { type Currency, minorUnitDigits } from '../../contract/money';

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"), tab and CR included. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break, quotes
 * doubled; a text that a spreadsheet would run as a formula gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV line, CRLF-terminated as RFC 4180 says. */
export const csvLine = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Minor units as a decimal of the currency (`1999` USD → `19.99`). */
export function decimalAmount(amount: number, currency: string): string {
  const digits = minorUnitDigits[currency as Currency] ?? 2;
  if (digits === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const units = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}
