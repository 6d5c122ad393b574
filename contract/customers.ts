import { z } from 'zod';
import { csvFile, exportDescription, exportParams, queryFilters } from './exportQuery';
import { bulkOperation } from './bulk';
import { defineOperations } from './operation';
import { calendarDate, listRequest, pageOf } from './pagination';
import { userId } from './users';

/** A customer of the mobile app: a user without a staff role, who never signs in to the console. */
export const customer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** ISO 3166-1 alpha-2. */
    country: z.string().nullable(),
    registeredAt: z.string(),
    emailVerified: z.boolean(),
    blocked: z.boolean(),
    lastSeenAt: z.string().nullable(),
    /** When their personal data was erased (docs/api.md "Customer data requests"); null for everyone else. */
    erasedAt: z.string().nullable(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

export const customerSortFields = ['name', 'email', 'registeredAt'] as const;
export type CustomerSortField = (typeof customerSortFields)[number];

export const customerListRequest = listRequest(
  {
    /** Free text, matched against name and e-mail, case-insensitive. */
    q: z.string().trim().max(200).optional(),
    blocked: z.boolean().optional(),
    /** Registered on or after this day. */
    registeredFrom: calendarDate.optional(),
    /** Registered on or before this day. */
    registeredTo: calendarDate.optional(),
  },
  customerSortFields,
).meta({ id: 'CustomerListRequest' });
export type CustomerListRequest = z.input<typeof customerListRequest>;
/** A list request as the server reads it, defaults applied. */
export type CustomerListQuery = z.output<typeof customerListRequest>;

export const customerPage = pageOf(customer).meta({ id: 'CustomerPage' });

/**
 * A plan a customer holds or held: started, renewing at `endsAt` while active (not cancelled),
 * ended at `endsAt` or when cancelled.
 */
export const customerSubscription = z
  .object({
    id: z.number().int(),
    subscriptionId: z.number().int(),
    name: z.string(),
    startedAt: z.string(),
    /** The end of the period paid for: the renewal date while active, else when it ended. */
    endsAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    /** Started, not ended and not cancelled, now. */
    active: z.boolean(),
    /** The order that started it; null for holds from the app stores. */
    orderId: z.number().int().nullable(),
  })
  .meta({ id: 'CustomerSubscription' });
export type CustomerSubscription = z.infer<typeof customerSubscription>;

/**
 * A book a customer bought: granted when its order was confirmed, readable from `availableFrom`
 * (a pre-order's is the start of the book's release day, as the release date stands now), until
 * a refund revokes it.
 */
export const customerBook = z
  .object({
    ebookId: z.number().int(),
    title: z.string(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    preorder: z.boolean(),
    grantedAt: z.string(),
    availableFrom: z.string(),
    revokedAt: z.string().nullable(),
    /** Its file may be downloaded now: available from before now, and not revoked. */
    available: z.boolean(),
  })
  .meta({ id: 'CustomerBook' });
export type CustomerBook = z.infer<typeof customerBook>;

export const customerParams = z.object({ id: userId });

export const customerExportQuery = z.object({ ...queryFilters(customerListRequest), ...exportParams('exportCustomers', customerSortFields) });
export type CustomerExportQuery = z.output<typeof customerExportQuery>;

export const customersOperations = defineOperations('customers', {
  listCustomers: {
    method: 'POST',
    path: '/api/customers/list',
    access: 'customers',
    readOnly: true,
    summary: 'A page of customers, filtered and sorted',
    description:
      'Filters: `q` (name or e-mail contains it, ignoring case), `blocked`, and `registeredFrom`/`registeredTo`, ' +
      'calendar days in the server TIME_ZONE, both inclusive. Sort by `name`, `email` or `registeredAt` ' +
      '(default `registeredAt` DESC; a `sortBy` without `sortDirection` sorts ASC); ties are broken by id.',
    body: customerListRequest,
    responses: { 200: customerPage },
  },
  getCustomer: {
    method: 'GET',
    path: '/api/customers/:id',
    access: 'customers',
    summary: 'One customer; a staff member is not a customer (404)',
    params: customerParams,
    responses: { 200: customer },
    errors: [404],
    etag: true,
  },
  listCustomerSubscriptions: {
    method: 'GET',
    path: '/api/customers/:id/subscriptions',
    // Purchase history is commerce: the roles that see orders.
    access: 'orders',
    summary: "A customer's subscriptions, newest first: start, renewal or end, cancellation",
    params: customerParams,
    responses: { 200: z.array(customerSubscription) },
    errors: [404],
  },
  listCustomerBooks: {
    method: 'GET',
    path: '/api/customers/:id/books',
    access: 'orders',
    summary: "A customer's books, newest first: when each was granted and from when its file is delivered",
    description:
      'Every book the customer bought, revoked ones included (`revokedAt`). A pre-order is delivered at the start ' +
      "of the book's release day in the business time zone, as the release date stands now (docs/api.md \"Placing an order\").",
    params: customerParams,
    responses: { 200: z.array(customerBook) },
    errors: [404],
  },
  bulkCustomers: bulkOperation('users/customers', {
    summary: 'Blocks or unblocks many customers',
    description:
      'Only those who may block customers one by one (SUPER_ADMIN, ADMIN) may; anyone else gets 403 and nothing ' +
        'changes. Blocking signs the customer out everywhere.',
    filter: customerListRequest,
  }),
  exportCustomers: {
    method: 'GET',
    path: '/api/customers/export.csv',
    access: 'customers',
    summary: 'Every customer the filters select, as a CSV download',
    description: exportDescription('exportCustomers', 'The customers `POST /api/customers/list` selects, newest first by default'),
    query: customerExportQuery,
    responses: { 200: csvFile },
  },
});
