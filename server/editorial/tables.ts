import type { EditorialResource } from '../../contract/lifecycle';
import type { Database } from '../db/schema';

/** The table of each editorial resource's records (each with an `id`, a `title`): their `status` follows the state. */
export const editorialTables = {
  'e-books': 'ebooks',
  feeds: 'feed_entries',
  'ui/banners': 'banners',
  'ui/alerts': 'alerts',
  'ui/layout': 'layouts',
} as const satisfies Record<EditorialResource, keyof Database>;

export const isEditorial = (resource: string): resource is EditorialResource => Object.hasOwn(editorialTables, resource);
