import type { Kysely } from 'kysely';
import type { CategorySales, CategoryStatistics } from '../../../contract/analytics';
import { soldOrderStatuses } from '../../../contract/enums';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { readSnapshot } from '../../lib/lists';
import { netAmount } from './orderRollups';
import { type DayRange, entryOf, MoneyByCurrency, previousRange, seriesOf } from './ranges';
import { coded } from '../../../contract/apiMessages';

/** Sold book purchases (confirmed or partly refunded) of a range, from `category_days`, optionally of one category. */
export function sales(trx: Kysely<Database>, { startDate, endDate }: DayRange, category?: number) {
  let query = trx
    .selectFrom('category_days')
    .where('status', 'in', soldOrderStatuses)
    .where('day', '>=', startDate)
    .where('day', '<=', endDate);
  if (category !== undefined) query = query.where('category_id', '=', category);
  return query;
}

/** Orders and revenue of a range, per category and currency. */
export async function salesByCategory(trx: Kysely<Database>, range: DayRange, category?: number) {
  const rows = await sales(trx, range, category)
    .select((eb) => ['category_id', 'currency', eb.fn.sum<number>('orders').as('orders'), netAmount(eb).as('amount')])
    .groupBy(['category_id', 'currency'])
    .execute();
  const byCategory = new Map<number, { orders: number; revenue: MoneyByCurrency }>();
  for (const row of rows) {
    const entry = entryOf(byCategory, row.category_id, () => ({ orders: 0, revenue: new MoneyByCurrency() }));
    entry.orders += Number(row.orders);
    entry.revenue.add(row.currency, row.amount);
  }
  return byCategory;
}

type Figures = Awaited<ReturnType<typeof salesByCategory>>;

export function totalsOf(figures: Figures): CategoryStatistics['totals'] {
  const revenue = new MoneyByCurrency();
  let orders = 0;
  for (const entry of figures.values()) {
    orders += entry.orders;
    revenue.addAll(entry.revenue);
  }
  return { orders, revenue: revenue.toList() };
}

/** 400 on `category` unless it is an e-book category. */
export async function assertCategory(db: Kysely<Database>, category: number | undefined): Promise<void> {
  if (category === undefined) return;
  const found = await db.selectFrom('ebook_categories').select('id').where('id', '=', category).executeTakeFirst();
  if (!found) throw badRequest('No such category', { category: coded('ebook_category_unknown') });
}

export const share = (orders: number, all: number) => (all === 0 ? 0 : orders / all);

/** GET /api/analytics/categories. */
export function categoryStatistics(db: Db, range: DayRange, category?: number): Promise<CategoryStatistics> {
  return readSnapshot(db, async (trx) => {
    await assertCategory(trx, category);
    const figures = await salesByCategory(trx, range, category);
    const totals = totalsOf(figures);
    // The shares are of every category's orders, also when one category is asked for.
    const all = category === undefined ? totals.orders : totalsOf(await salesByCategory(trx, range)).orders;
    let named = trx.selectFrom('ebook_categories').select(['id', 'name', 'ebook_type']);
    if (category !== undefined) named = named.where('id', '=', category);
    const categories: CategorySales[] = (await named.execute())
      .map((row) => {
        const entry = figures.get(row.id);
        const orders = entry?.orders ?? 0;
        return { categoryId: row.id, name: row.name, ebookType: row.ebook_type, orders, revenue: entry?.revenue.toList() ?? [], share: share(orders, all) };
      })
      .sort((a, b) => b.orders - a.orders || a.name.localeCompare(b.name));

    const daily = await sales(trx, range, category)
      .select((eb) => ['day', 'currency', eb.fn.sum<number>('orders').as('orders'), eb.fn.sum<number>('amount').as('amount')])
      .groupBy(['day', 'currency'])
      .execute();
    const days = new Map<string, { orders: number; revenue: MoneyByCurrency }>();
    for (const row of daily) {
      const day = entryOf(days, row.day, () => ({ orders: 0, revenue: new MoneyByCurrency() }));
      day.orders += Number(row.orders);
      day.revenue.add(row.currency, row.amount);
    }
    const before = previousRange(range);
    return {
      ...range,
      category: category ?? null,
      categories,
      series: seriesOf(range, (date) => ({ date, orders: days.get(date)?.orders ?? 0, revenue: days.get(date)?.revenue.toList() ?? [] })),
      totals,
      previous: { ...before, totals: totalsOf(await salesByCategory(trx, before, category)) },
    };
  });
}
