import type { Expression, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Customer,
  customer,
  customerSubscription,
  type CustomerListQuery,
  customerListRequest,
  customerPage,
  type CustomerSortField,
} from '../../contract/customers';
import { userId } from '../../contract/users';
import { containsText } from '../db/dialect';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { dayRange } from '../lib/dates';
import { readSortedPage } from '../lib/lists';
import { apiErrors, bearerAuth, errorResponses } from '../lib/openapi';

const columns = [
  'id',
  'name',
  'email',
  'phone',
  'country',
  'created_at',
  'email_verified_at',
  'blocked_at',
  'last_seen_at',
] as const;

/** Customers are the users without a staff role. */
const customers = (db: Kysely<Database>) => db.selectFrom('users').where('role', 'is', null);

type CustomerRow = Pick<Selectable<Database['users']>, (typeof columns)[number]>;

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  country: row.country,
  registeredAt: row.created_at,
  emailVerified: row.email_verified_at !== null,
  blocked: row.blocked_at !== null,
  lastSeenAt: row.last_seen_at,
});

/**
 * What each sort field orders by. Names sort ignoring case; e-mails are stored in lower case.
 * The id always follows, so rows with equal values keep one order from page to page.
 */
const sortExpression: Record<CustomerSortField, Expression<unknown>> = {
  name: sql`lower(${sql.ref('name')})`,
  email: sql.ref('email'),
  registeredAt: sql.ref('created_at'),
};

/** The filters of a list request; `registeredFrom`/`registeredTo` are whole days in TIME_ZONE. */
function filtered(db: Kysely<Database>, filters: CustomerListQuery, timeZone: string) {
  let query = customers(db);
  const { q, blocked, registeredFrom, registeredTo } = filters;
  if (q) query = query.where((eb) => eb.or([containsText(db, 'name', q), containsText(db, 'email', q)]));
  if (blocked !== undefined) query = query.where('blocked_at', blocked ? 'is not' : 'is', null);
  const { start, end } = dayRange({ from: registeredFrom, to: registeredTo }, timeZone);
  if (start) query = query.where('created_at', '>=', start);
  if (end) query = query.where('created_at', '<', end);
  return query;
}

const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    '/api/customers/list',
    {
      config: { access: 'customers' },
      schema: {
        tags: ['customers'],
        summary: 'A page of customers, filtered and sorted',
        description:
          'Filters: `q` (name or e-mail contains it, ignoring case), `blocked`, and `registeredFrom`/`registeredTo`, ' +
          'calendar days in the server TIME_ZONE, both inclusive. Sort by `name`, `email` or `registeredAt` ' +
          '(default `registeredAt` DESC; a `sortBy` without `sortDirection` sorts ASC); ties are broken by id.',
        security: bearerAuth,
        body: customerListRequest,
        response: { 200: customerPage, ...errorResponses(...apiErrors) },
      },
    },
    async (request) =>
      readSortedPage(
        db,
        request.body.paginationRequest,
        (trx) => filtered(trx, request.body, config.timeZone),
        { sortExpression, defaultSort: 'registeredAt', id: 'id' },
        async (window) => (await window.select(columns).execute()).map(toCustomer),
      ),
  );

  app.get(
    '/api/customers/:id',
    {
      config: { access: 'customers' },
      schema: {
        tags: ['customers'],
        summary: 'One customer; a staff member is not a customer (404)',
        security: bearerAuth,
        params: z.object({ id: userId }),
        response: { 200: customer, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const row = await customers(db).select(columns).where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound('No such customer');
      return toCustomer(row);
    },
  );

  app.get(
    '/api/customers/:id/subscriptions',
    {
      // Purchase history is commerce: the roles that see orders.
      config: { access: 'orders' },
      schema: {
        tags: ['customers'],
        summary: "A customer's subscriptions, newest first: start, renewal or end, cancellation",
        security: bearerAuth,
        params: z.object({ id: userId }),
        response: { 200: z.array(customerSubscription), ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const exists = await customers(db).select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!exists) throw notFound('No such customer');
      const rows = await db
        .selectFrom('customer_subscriptions as held')
        .innerJoin('subscriptions as plan', 'plan.id', 'held.subscription_id')
        .select(['held.id', 'held.subscription_id', 'plan.name', 'held.started_at', 'held.ends_at', 'held.cancelled_at', 'held.order_id'])
        .where('held.customer_id', '=', request.params.id)
        .orderBy('held.started_at', 'desc')
        .orderBy('held.id', 'desc')
        .execute();
      const now = new Date().toISOString();
      return rows.map((row) => ({
        id: row.id,
        subscriptionId: row.subscription_id,
        name: row.name,
        startedAt: row.started_at,
        endsAt: row.ends_at,
        cancelledAt: row.cancelled_at,
        active: row.started_at <= now && (row.ends_at === null || row.ends_at > now) && row.cancelled_at === null,
        orderId: row.order_id,
      }));
    },
  );
};

export default customerRoutes;
