import { type Kysely, sql } from 'kysely';
import type { MovementCustomer, MovementListQuery } from '../../../contract/subscriptionFigures';
import type { Page } from '../../../contract/pagination';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { readSortedPage } from '../../lib/lists';

type Filter = Omit<MovementListQuery, 'paginationRequest'>;

/** The movements of one kind in a range (and currency), with their customer. */
export function movementRows(trx: Kysely<Database>, { startDate, endDate, kind, currency }: Filter) {
  let query = trx
    .selectFrom('subscription_movements as movement')
    .innerJoin('users', 'users.id', 'movement.customer_id')
    .where('movement.kind', '=', kind)
    .where('movement.day', '>=', startDate)
    .where('movement.day', '<=', endDate);
  if (currency) query = query.where('movement.currency', '=', currency);
  return query.select(['movement.customer_id', 'users.name', 'users.email', 'movement.day', 'movement.currency', 'movement.kind', 'movement.from_amount', 'movement.to_amount']);
}

export const movementCustomerOf = (row: Awaited<ReturnType<ReturnType<typeof movementRows>['execute']>>[number]): MovementCustomer => ({
  customerId: row.customer_id,
  name: row.name,
  email: row.email,
  day: row.day,
  currency: row.currency,
  kind: row.kind,
  from: Number(row.from_amount),
  to: Number(row.to_amount),
  delta: Number(row.to_amount) - Number(row.from_amount),
});

/** POST /api/analytics/subscriptions/movements/list: counted from `subscription_days`, the page read by (kind, day). */
export function movementCustomerPage(db: Db, request: MovementListQuery): Promise<Page<MovementCustomer>> {
  const { paginationRequest, ...filter } = request;
  return readSortedPage(
    db,
    paginationRequest,
    (trx) => movementRows(trx, filter),
    {
      sortExpression: { day: sql.ref('movement.day'), delta: sql`movement.to_amount - movement.from_amount` },
      defaultSort: 'day',
      id: 'movement.customer_id',
    },
    async (window) => (await window.execute()).map(movementCustomerOf),
    {
      quickCount: async (trx) => {
        let days = trx
          .selectFrom('subscription_days')
          .select((eb) => eb.fn.sum<number>(`${filter.kind}_count`).as('total'))
          .where('day', '>=', filter.startDate)
          .where('day', '<=', filter.endDate);
        if (filter.currency) days = days.where('currency', '=', filter.currency);
        const { total } = await days.executeTakeFirstOrThrow();
        return { total: Number(total ?? 0) };
      },
    },
  );
}
