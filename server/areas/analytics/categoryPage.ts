import { sql } from 'kysely';
import type { CategoryListQuery, CategorySales } from '../../../contract/analytics';
import type { Page } from '../../../contract/pagination';
import type { Db } from '../../db';
import { readSortedPage } from '../../lib/lists';
import { assertCategory, sales, salesByCategory, share, totalsOf } from './categories';

/** POST /api/analytics/categories/list: categories with their figures, sorted and paged in SQL. */
export async function categoryPage(
  db: Db,
  request: CategoryListQuery,
): Promise<Page<CategorySales>> {
  const { paginationRequest, category: requested, ...range } = request;
  const category = requested ?? undefined;
  await assertCategory(db, category);
  return readSortedPage(
    db,
    paginationRequest,
    (trx) => {
      const orders = sales(trx, range)
        .select((eb) => ['category_id', eb.fn.sum<number>('orders').as('orders')])
        .groupBy('category_id');
      let query = trx
        .selectFrom('ebook_categories')
        .leftJoin(orders.as('sold'), 'sold.category_id', 'ebook_categories.id')
        .select((eb) => ['ebook_categories.id', 'ebook_categories.name', 'ebook_categories.ebook_type', eb.fn.coalesce('sold.orders', eb.lit(0)).as('orders')]);
      if (category !== undefined) query = query.where('ebook_categories.id', '=', category);
      return query;
    },
    {
      sortExpression: { orders: sql`coalesce(sold.orders, 0)`, name: sql`lower(ebook_categories.name)` },
      defaultSort: 'orders',
      id: 'ebook_categories.id',
    },
    async (window, trx) => {
      const rows = await window.execute();
      const figures = await salesByCategory(trx, range);
      const all = totalsOf(figures).orders;
      return rows.map((row) => ({
        categoryId: row.id,
        name: row.name,
        ebookType: row.ebook_type,
        orders: Number(row.orders),
        revenue: figures.get(row.id)?.revenue.toList() ?? [],
        share: share(Number(row.orders), all),
      }));
    },
  );
}
