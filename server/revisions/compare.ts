import { isDeepStrictEqual } from 'node:util';
import { diffWords } from 'diff';
import type { RevisionFieldChange, WordDiffPart } from '../../contract/revisions';
import type { EditorialSource } from '../editorial/sources';

/**
 * Two versions of a record compared field by field (docs/api.md "Revisions"), text fields as a
 * word diff (jsdiff's diffWords).
 */

/**
 * Fields never compared: the id, the timestamps and counter that follow every save (a layout's
 * `version`), the console's version, and what a read computes from the clock (a banner's or
 * alert's `active`), which no save changes.
 */
const leftOut = new Set(['id', 'createdAt', 'updatedAt', 'version', '_etag', 'active']);

type Fields = Record<string, unknown>;

/** The fields that differ between two versions of a record, in the newer's order, then the fields only the older has. */
function differingFields(from: Fields, to: Fields): string[] {
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return fields.filter((field) => !leftOut.has(field) && !isDeepStrictEqual(from[field] ?? null, to[field] ?? null));
}

const blockEnd = /<\/(p|div|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>/gi;
const tag = /<\/?[a-z][^>]*>/gi;
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Rich text as the words it shows: a line per paragraph, tags dropped, entities read. */
export function plainText(html: string): string {
  return html
    .replace(blockEnd, '\n')
    .replace(tag, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Past this many words added or removed, a text is shown as replaced whole: diffWords' work grows
 * with the length of the texts times the edits, and a reader gains nothing from a diff of that size.
 */
const maxEdits = 2000;

/** The word diff of two texts: unchanged parts, and the parts `removed` from the old and `added` in the new. */
export function wordDiff(old: string, next: string): WordDiffPart[] {
  const changes = diffWords(old, next, { maxEditLength: maxEdits });
  const parts = changes ?? [
    { value: old, added: false, removed: true },
    { value: next, added: true, removed: false },
  ];
  return parts
    .filter((part) => part.value !== '')
    .map(({ value, added, removed }) => ({ value, ...(added ? { added: true as const } : {}), ...(removed ? { removed: true as const } : {}) }));
}

const asText = (value: unknown): string | undefined => (value === null || value === undefined ? '' : typeof value === 'string' ? value : undefined);

/**
 * Each field that differs between `from` (the older) and `to` (the newer): its old and new value,
 * and for a text field of `source` the word diff of the two texts (rich text by its words).
 */
export function compareRecords(from: Fields, to: Fields, source: Pick<EditorialSource, 'text' | 'richText'>): RevisionFieldChange[] {
  return differingFields(from, to).map((field) => {
    const change: RevisionFieldChange = { field, from: from[field] ?? null, to: to[field] ?? null };
    const rich = source.richText?.includes(field) ?? false;
    if (!rich && !source.text.includes(field)) return change;
    const [old, next] = [asText(from[field]), asText(to[field])];
    if (old === undefined || next === undefined) return change;
    return { ...change, words: rich ? wordDiff(plainText(old), plainText(next)) : wordDiff(old, next) };
  });
}
