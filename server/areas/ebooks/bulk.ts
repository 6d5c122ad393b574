import type { EbookListQuery } from '../../../contract/ebooks';
import { updateAudited } from '../../audit/records';
import { type BulkDefinition, setEnabledFlag } from '../../bulk/definition';
import { querySelection } from '../../bulk/selection';
import { auditedEbook, checkCategory, filtered as filteredEbooks } from './queries';

/** E-books: enable, disable, and move to a category (one of the e-book's type, else it is reported). */
export const ebooksBulk = (timeZone: string): BulkDefinition<'e-books', EbookListQuery> => ({
  list: 'e-books',
  selection: querySelection({ keyColumn: 'ebooks.id', filtered: (db, filter) => filteredEbooks(db, filter, timeZone) }),
  actions: {
    enable: setEnabledFlag(auditedEbook, 'ebooks', 'E'),
    disable: setEnabledFlag(auditedEbook, 'ebooks', 'D'),
    'set-category': {
      apply: async (trx, step, id, { categoryId }) => {
        await updateAudited(
          trx,
          step.author,
          auditedEbook(id),
          async (write, before) => {
            if (before.categoryId === categoryId) return;
            await checkCategory(write, categoryId!, before.type);
            await write.updateTable('ebooks').set({ category_id: categoryId!, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
          },
          { onlyIfChanged: true },
        );
      },
    },
  },
});
