/**
 * ISBN check digits: an ISBN-10 (the last digit may be X, meaning 10) or an ISBN-13, hyphens and
 * spaces ignored. Answers the ISBN without separators, or undefined when the check fails.
 */
export function normalizeIsbn(value: string): string | undefined {
  const isbn = value.replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index), 0);
    return sum % 11 === 0 ? isbn : undefined;
  }
  if (/^\d{13}$/.test(isbn)) {
    const sum = [...isbn].reduce((total, char, index) => total + Number(char) * (index % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0 ? isbn : undefined;
  }
  return undefined;
}
