import { normalizeIsbn } from '../../contract/isbn';

/** An ISBN-10 or ISBN-13 with a correct check digit, hyphens allowed; empty is fine (the field is optional). */
export function validIsbn(value: unknown) {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return normalizeIsbn(value) ? undefined : 'resources.e-books.errors.isbn';
}
