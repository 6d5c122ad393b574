import { z } from 'zod';
import { csvFile, exportDescription, exportParams, queryFilters } from './exportQuery';
import { bulkOperation } from './bulk';
import { contentTypes, enabledFlags } from './enums';
import { currency, minorUnits } from './money';
import { defineOperations } from './operation';
import { listRequest, pageOf } from './pagination';
import { billingPeriods } from './subscriptionRules';
import { coded, codedIssue, codedText } from './apiMessages';
export { billingPeriods, type BillingPeriod } from './subscriptionRules';

/** A store's product id (App Store, Google Play): letters, digits, dots and underscores. */
const storeProductId = z
  .string()
  .trim()
  .max(100)
  .regex(/^[A-Za-z0-9._]*$/, codedText('product_id_pattern'))
  .nullish()
  .transform((value) => value || null);

/** The body of `POST /api/subscriptions/` and `PUT /api/subscriptions/{id}` (other fields are ignored). */
export const subscriptionInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    description: z
      .string()
      .trim()
      .max(2000)
      .nullish()
      .transform((value) => value || null),
    /** Minor units of `currency` per billing period. */
    price: minorUnits,
    currency,
    billingPeriod: z.enum(billingPeriods),
    /** Days between bills: required for `DAYS` (1..3650), ignored (null) otherwise. */
    billingDays: z.number().int().min(1).max(3650).nullish(),
    contentTypes: z.array(z.enum(contentTypes)).min(1),
    trialDays: z.number().int().min(0).max(365).default(0),
    status: z.enum(enabledFlags).default('E'),
    iosProductId: storeProductId,
    androidProductId: storeProductId,
  })
  .superRefine((value, context) => {
    if (value.billingPeriod === 'DAYS' && !value.billingDays) {
      context.addIssue(codedIssue(coded('billing_days'), ['billingDays']));
    }
  })
  .transform((value) => ({
    ...value,
    billingDays: value.billingPeriod === 'DAYS' ? value.billingDays! : null,
    contentTypes: contentTypes.filter((type) => value.contentTypes.includes(type)),
  }))
  // Not `SubscriptionInput`: the OpenAPI document names the input side of `Subscription` so.
  .meta({ id: 'SubscriptionWrite' });
export type SubscriptionInput = z.input<typeof subscriptionInput>;
export type SubscriptionValues = z.output<typeof subscriptionInput>;

export const subscription = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number().int(),
    currency,
    billingPeriod: z.enum(billingPeriods),
    billingDays: z.number().int().nullable(),
    contentTypes: z.array(z.enum(contentTypes)),
    trialDays: z.number().int(),
    status: z.enum(enabledFlags),
    iosProductId: z.string().nullable(),
    androidProductId: z.string().nullable(),
    /** Customers holding the plan now (started, not ended, not cancelled). */
    activeSubscribers: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscription>;

export const subscriptionSortFields = ['name', 'price', 'createdAt'] as const;

export const subscriptionListRequest = listRequest(
  {
    status: z.enum(enabledFlags).optional(),
    /** Plans that include this content type. */
    contentType: z.enum(contentTypes).optional(),
    /** Free text, matched against name, description and store product ids, ignoring case. */
    q: z.string().trim().max(200).optional(),
  },
  subscriptionSortFields,
).meta({ id: 'SubscriptionListRequest' });
export type SubscriptionListRequest = z.input<typeof subscriptionListRequest>;
export type SubscriptionListQuery = z.output<typeof subscriptionListRequest>;

export const subscriptionPage = pageOf(subscription).meta({ id: 'SubscriptionPage' });

export const subscriptionParams = z.object({ id: z.coerce.number().int().positive() });

export const subscriptionExportQuery = z.object({
  ...queryFilters(subscriptionListRequest),
  ...exportParams('exportSubscriptions', subscriptionSortFields),
});
export type SubscriptionExportQuery = z.output<typeof subscriptionExportQuery>;

export const subscriptionsOperations = defineOperations('subscriptions', {
  createSubscription: {
    method: 'POST',
    path: '/api/subscriptions/',
    access: 'subscriptions',
    summary: 'Creates a subscription plan with its content types',
    description:
      'Price in minor units of `currency`. `billingDays` is required for `DAYS` and ignored otherwise. ' +
      'A store product id (iOS or Android) that another plan uses is a 409 naming the field.',
    body: subscriptionInput,
    responses: { 201: subscription },
    errors: [409],
  },
  listSubscriptions: {
    method: 'POST',
    path: '/api/subscriptions/list',
    access: 'subscriptions',
    readOnly: true,
    summary: 'A page of subscription plans, filtered and sorted',
    description:
      'Filters: `status` (E/D), `contentType` (plans that include it), `q` (name, description or a store product id ' +
      'contains it, ignoring case). Sort by `name`, `price` or `createdAt` (default `createdAt` DESC; a `sortBy` ' +
      'without `sortDirection` sorts ASC); ties are broken by id. `activeSubscribers` counts the customers holding ' +
      'the plan now: started, not ended, not cancelled.',
    body: subscriptionListRequest,
    responses: { 200: subscriptionPage },
  },
  getSubscription: {
    method: 'GET',
    path: '/api/subscriptions/:id',
    access: 'subscriptions',
    summary: 'One subscription plan',
    params: subscriptionParams,
    responses: { 200: subscription },
    errors: [404],
    etag: true,
  },
  updateSubscription: {
    method: 'PUT',
    path: '/api/subscriptions/:id',
    access: 'subscriptions',
    summary: 'Replaces a subscription plan, its content types included',
    description:
      'The whole plan, as for creation; the content types sent replace the stored ones. There is no delete: ' +
      'a plan is retired by setting `status` to `D`. Customers keep the plans they hold.',
    params: subscriptionParams,
    body: subscriptionInput,
    responses: { 200: subscription },
    errors: [404, 409],
    ifMatch: true,
  },
  bulkSubscriptions: bulkOperation('subscriptions', {
    summary: 'Enables or disables many subscription plans',
    description:
      'Subscribers keep the plans they hold.',
    filter: subscriptionListRequest,
  }),
  exportSubscriptions: {
    method: 'GET',
    path: '/api/subscriptions/export.csv',
    access: 'subscriptions',
    summary: 'Every subscription plan the filters select, as a CSV download',
    description: exportDescription('exportSubscriptions', 'The plans `POST /api/subscriptions/list` selects, newest first by default'),
    query: subscriptionExportQuery,
    responses: { 200: csvFile },
  },
});
