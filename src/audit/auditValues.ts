import type { AuditAction, AuditChange, AuditFile } from '../../contract/audit';
import { formatDateTime, formatDay, formatFileSize } from '../format';

/**
 * An audit entry's values as words (pure, so that it is tested without a browser): what the
 * History panel and the Activity page write for the old and the new value of a field.
 */

/** The words a value may need: react-admin's Yes and No, and an object's `key: value` in the reader's punctuation. */
export interface ValueWords {
  yes: string;
  no: string;
  labelled: (label: string, value: string) => string;
}

/** A stored file as the audit log keeps it: `{name, size}` and nothing else. */
export function isAuditFile(value: unknown): value is AuditFile {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const { name, size } = value as Record<string, unknown>;
  return keys.length === 2 && typeof name === 'string' && (typeof size === 'number' || size === null);
}

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const htmlTag = /<\/?[a-z][^>]*>/gi;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Rich text (a feed entry's body) as the words it holds: tags dropped, entities read. */
function plainText(html: string): string {
  return html
    .replace(htmlTag, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A value as one line of text, or null when it is empty (null, an empty text, list or object),
 * which the screens write as "—". Instants and days read as src/format writes them, files as
 * "name · size", lists joined, objects as `key: value` pairs.
 */
export function auditValueText(value: unknown, words: ValueWords): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (instant.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (calendarDay.test(value)) return formatDay(value);
    const text = /<\/?[a-z][^>]*>/i.test(value) ? plainText(value) : value.trim();
    return text === '' ? null : text;
  }
  if (isAuditFile(value)) return value.size === null ? value.name : `${value.name} · ${formatFileSize(value.size)}`;
  if (Array.isArray(value)) {
    const items = value.map((item) => auditValueText(item, words) ?? '—');
    return items.length === 0 ? null : items.join(', ');
  }
  if (typeof value === 'object') {
    const pairs = Object.entries(value as Record<string, unknown>).map(([key, inner]) => {
      const text = auditValueText(inner, words) ?? '—';
      return words.labelled(key, inner && typeof inner === 'object' && !Array.isArray(inner) && !isAuditFile(inner) ? `(${text})` : text);
    });
    return pairs.length === 0 ? null : pairs.join(', ');
  }
  return String(value);
}

/** Which sides of a change to show: a creation has only new values, a deletion only old ones. */
export function changeSides(action: AuditAction, change: AuditChange): 'to' | 'from' | 'both' {
  if (action === 'create' || (change.from === null && change.to !== null && action !== 'update')) return 'to';
  if (action === 'delete') return 'from';
  return 'both';
}

/**
 * The record a side of an entry's values belongs to, for formatters that read other fields (a
 * price's currency, a link's kind): the record as it is now, when known, under the entry's values
 * of that side (`from`: as it was before, `to`: as it was after).
 */
export function sideRecord(record: object | undefined, changes: readonly AuditChange[], side: 'from' | 'to'): Record<string, unknown> {
  const values: Record<string, unknown> = { ...record };
  for (const change of changes) values[change.field] = change[side];
  return values;
}
