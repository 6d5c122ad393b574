import type { EbookListQuery } from '../../../contract/ebooks';
import { updateAudited } from '../../audit/records';
import { type BulkDefinition, setEnabledFlag } from '../../bulk/definition';
import { querySelection } from '../../bulk/selection';
import { auditedEbook, checkCategory, filtered as filteredEbooks } from './queries';
import type { TerritoryPrice } from '../../../contract/catalogue';
import type { Db } from '../../db';
import { badRequest } from '../../errors';
import { businessDay } from '../../lib/dates';
import { writePrices } from './catalogue';
import { withoutPromotions, withPromotion } from './promotions';
import { refreshReadiness } from './readiness';

/** Writes a book's new prices (its readiness reads them) and records the change's time. */
async function savePrices(write: Db, id: number, prices: TerritoryPrice[]): Promise<void> {
  await writePrices(write, id, prices);
  await write.updateTable('ebooks').set({ updated_at: new Date().toISOString() }).where('id', '=', id).execute();
  await refreshReadiness(write, id);
}

/**
 * E-books: enable, disable, move to a category (one of the e-book's type, else it is reported),
 * and set or end a promotion (docs/api.md "Catalogue metadata"; the route checks its values).
 */
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
    'set-promotion': {
      apply: async (trx, step, id, { promotion }) => {
        await updateAudited(
          trx,
          step.author,
          auditedEbook(id),
          async (write, before) => {
            const prices = withPromotion(before, promotion as Parameters<typeof withPromotion>[1]);
            if (typeof prices === 'string') throw badRequest(prices);
            await savePrices(write, id, prices);
          },
          { onlyIfChanged: true },
        );
      },
    },
    'end-promotion': {
      apply: async (trx, step, id, { promotion }) => {
        await updateAudited(
          trx,
          step.author,
          auditedEbook(id),
          async (write, before) => {
            const prices = withoutPromotions(before.prices, promotion?.territory, businessDay(new Date(), timeZone));
            if (prices.length !== before.prices.length || prices.some((price, index) => price.endsOn !== before.prices[index]!.endsOn)) {
              await savePrices(write, id, prices);
            }
          },
          { onlyIfChanged: true },
        );
      },
    },
  },
});
