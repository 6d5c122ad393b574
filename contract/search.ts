import { z } from 'zod';
import type { Area } from './access';
import { defineOperations } from './operation';
import { declarationsWith, type NamesWith } from './resources';
import { isUnstorableText, unstorableTextMessage } from './storableText';
import { codedText } from './apiMessages';

/**
 * Search across the console (docs/api.md "Search"): a few records of each kind whose number,
 * e-mail, name, title, ISBN or key matches the text, grouped by kind, and only the kinds the
 * caller's role may open. The console's command palette shows them.
 */

/** The kinds of record a search finds (the resources that declare `searchable`), in the order their groups are answered. */
export type SearchKind = NamesWith<'searchable'>;
export const searchKinds = declarationsWith('searchable').map(({ name }) => name) as [SearchKind, ...SearchKind[]];

/** The area of contract/access.ts that opens each kind: a role finds only what it may open. */
export const searchKindArea = Object.fromEntries(declarationsWith('searchable').map(({ name, area }) => [name, area])) as Record<SearchKind, Area>;

/** The most characters of a search, once trimmed. */
export const searchMaxLength = 100;
/** Records per group unless `limit` says otherwise, and the most it may say. */
export const searchDefaultLimit = 5;
export const searchMaxLimit = 20;

export const searchQuery = z.object({
  /** Trimmed, 1..100 characters; a NUL or a lone surrogate is refused (contract/storableText.ts). */
  q: z
    .string()
    .trim()
    .min(1, codedText('search_empty'))
    .max(searchMaxLength, codedText('search_too_long', { max: searchMaxLength }))
    .refine((text) => !isUnstorableText(text), unstorableTextMessage),
  /** Records per group, 1..20 (5 by default). */
  limit: z.coerce.number().int().min(1).max(searchMaxLimit).default(searchDefaultLimit),
});
export type SearchQuery = z.input<typeof searchQuery>;

export const searchHit = z
  .object({
    /** The record's id; an app config entry's key. */
    id: z.union([z.number().int(), z.string()]),
    /** What the record is called: an order's number, a customer's name, a title, a key. */
    title: z.string(),
    /** What tells it apart: an order's customer, a customer's e-mail, a book's authors. */
    subtitle: z.string().optional(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z
  .object({ kind: z.enum(searchKinds), items: z.array(searchHit) })
  .meta({ id: 'SearchGroup' });
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchResults = z.object({ groups: z.array(searchGroup) }).meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResults>;

export const searchOperations = defineOperations('search', {
  search: {
    method: 'GET',
    path: '/api/search',
    access: 'account',
    summary: 'Finds records of every kind the caller may open',
    description:
      "Orders by number (its start; `000123` reads as `ORD-000123`) or by the start of the customer's e-mail (their " +
      'newest orders); customers by name or e-mail; e-books by title, authors or ISBN; feed entries, banners and ' +
      'alerts by title; app config entries by key. Each group holds at most `limit` records, the best first; a group ' +
      "is answered only when the caller's role may open its kind (orders and feed: SUPER_ADMIN and ADMIN) and it " +
      'found something.',
    query: searchQuery,
    responses: { 200: searchResults },
  },
});
