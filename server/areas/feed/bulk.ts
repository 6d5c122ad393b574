import type { FeedListQuery } from '../../../contract/feed';
import { type BulkDefinition, setEnabledFlag } from '../../bulk/definition';
import { querySelection } from '../../bulk/selection';
import { removeFilesOfDeleted } from '../../lib/storedFiles';
import { auditedEntry, deleteEntry, filtered as filteredFeed } from './queries';

/** The feed's bulk actions: enable, disable, delete (with its picture). */
export const feedBulk: BulkDefinition<'feeds', FeedListQuery> = {
  list: 'feeds',
  selection: querySelection({ keyColumn: 'feed_entries.id', filtered: filteredFeed }),
  actions: {
    enable: setEnabledFlag(auditedEntry, 'feed_entries', 'E'),
    disable: setEnabledFlag(auditedEntry, 'feed_entries', 'D'),
    delete: {
      apply: async (trx, step, id) => {
        const imagePath = await deleteEntry(trx, step.author, id);
        return () => removeFilesOfDeleted(step.app, 'feed picture', [imagePath]);
      },
    },
  },
};
