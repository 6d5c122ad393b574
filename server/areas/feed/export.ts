import type { FeedEntry } from '../../../contract/feed';
import type { FeedExportQuery } from '../../../contract/feed';
import { filtered, sortExpression, withTags } from './queries';
import { contentTypeLabel, enabledLabel, mediaAddress } from '../../exports/cells';
import { type ListExport, listOrder } from '../../exports/listExport';

/** The feed list's export: the entries `POST /api/feed/list` selects, in its order. */
export const feedExport: ListExport<'exportFeedEntries', FeedExportQuery, FeedEntry> = {
  name: 'exportFeedEntries',
  file: 'feed',
  audit: 'feeds',
  rows: (db, query) => filtered(db, query).selectAll('feed_entries'),
  id: 'feed_entries.id',
  order: (query) => listOrder({ sortExpression, defaultSort: 'publishAt', id: 'feed_entries.id' }, query),
  items: withTags,
  cells: {
    imageUrl: (entry, context) => mediaAddress(entry.imageUrl, context),
    title: (entry) => entry.title,
    contentType: (entry) => contentTypeLabel[entry.contentType],
    tags: (entry) => entry.tags.join(', '),
    publishAt: (entry) => entry.publishAt,
    status: (entry) => enabledLabel[entry.status],
  },
};
