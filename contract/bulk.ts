import { z } from 'zod';
import { alertListRequest } from './alerts';
import { appConfigListRequest } from './appConfig';
import { bannerListQuery } from './banners';
import { type BulkAction, type BulkList, bulkIdsLimit, bulkLists } from './bulkActions';
import { customerListRequest } from './customers';
import { ebookListRequest } from './ebooks';
import { feedListRequest } from './feed';
import { errorBody } from './errors';
import { job } from './jobs';
import { defineOperations } from './operation';
import { orderListRequest } from './orders';
import { subscriptionListRequest } from './subscriptions';

/**
 * Bulk actions (docs/api.md "Bulk actions"): `POST <list's path>/bulk/<action>` with the records
 * by `ids`, or by the list's own `filter` (everything the list shows for it, never a list of a
 * million ids), answers 202 with the job that changes them one by one in the background.
 */

const recordId = z.number().int().positive().max(2_147_483_647);

/**
 * The records of a bulk action: `ids`, or `filter` (the list's request; its pagination is ignored)
 * with `expectedTotal`, the count the person confirmed. The body's own keys are strict; `more` adds
 * an action's value (`categoryId`).
 */
export function bulkSelection<Filter extends z.ZodType, Key extends z.ZodType, More extends z.ZodRawShape = Record<never, never>>(
  filter: Filter,
  key: Key,
  more: More = {} as More,
) {
  return z
    .strictObject({
      /** These records (at most 1000); those that do not exist are reported by the job. */
      ids: z.array(key).min(1).max(bulkIdsLimit).optional(),
      /** Every record the list shows for this filter, up to the last one matching when the job starts. */
      filter: filter.optional(),
      /** With `filter`: how many records the person confirmed; more matching is a 409, and a job that finds more fails. */
      expectedTotal: z.number().int().min(0).optional(),
      ...more,
    })
    .superRefine((value, context) => checkSelection(value as SelectionKeys, context));
}

type SelectionKeys = { ids?: unknown[]; filter?: unknown; expectedTotal?: number };

/** `ids` or `filter`, never both; `expectedTotal` with the filter, never with the ids. */
function checkSelection({ ids, filter, expectedTotal }: SelectionKeys, context: z.RefinementCtx) {
  if ((ids === undefined) === (filter === undefined)) {
    context.addIssue({ code: 'custom', path: ['ids'], message: 'Send either the ids or the filter of the records' });
  } else if (filter !== undefined && expectedTotal === undefined) {
    context.addIssue({ code: 'custom', path: ['expectedTotal'], message: 'Send the number of records you confirmed with the filter' });
  } else if (ids !== undefined && expectedTotal !== undefined) {
    context.addIssue({ code: 'custom', path: ['expectedTotal'], message: 'Send the number of records only with the filter' });
  }
}

export const ebookBulkBody = bulkSelection(ebookListRequest, recordId, {
  /** For `set-category`: the category the e-books move to (of their type, else the e-book is reported). */
  categoryId: recordId.optional(),
});

const actionParams = <L extends BulkList>(list: L) =>
  z.object({ action: z.enum(bulkLists[list].bulk.actions) as unknown as z.ZodType<BulkAction<L>> });

const accepted = { 202: job };

/** The 409 of a bulk action by filter that matches more records than the person confirmed. */
export const bulkSelectionGrownBody = errorBody
  .extend({
    total: z.number().int().describe('How many records the filter matches now'),
    expectedTotal: z.number().int().describe('The count sent, as the person confirmed it'),
  })
  .meta({ id: 'BulkSelectionGrownError' });
const refused = {
  errors: [409],
  errorBodies: { 409: bulkSelectionGrownBody.describe('The filter matches more records than `expectedTotal` (102); nothing was queued') },
} as const;
const description = (what: string) =>
  `${what} Answers 202 with the job (poll \`GET /api/jobs/{id}\`): each record is checked, changed and audited as if ` +
  'alone, a record that cannot change is reported in the job\'s `errors` and the others go on. Send `ids` (at most ' +
  `${bulkIdsLimit}) or \`filter\` (the list's own request body; its pagination is ignored) with \`expectedTotal\`, the ` +
  'number of records the person confirmed (400 without it, or with `ids`). When the filter matches more than ' +
  '`expectedTotal` the answer is 409 (errorCode 102, the current count in `total`: "The filter now matches 2,014 ' +
  'records, more than the 2,000 you confirmed. …") and nothing is queued; a job that finds more when it starts ' +
  'fails with that message, nothing changed. Any other key of the body is a 400.';

export const bulkOperations = defineOperations('bulk', {
  bulkFeedEntries: {
    method: 'POST',
    path: `${bulkLists['feeds'].api}/bulk/:action`,
    access: bulkLists['feeds'].area,
    summary: 'Enables, disables or deletes many feed entries',
    description: description('`enable` and `disable` set the status; `delete` deletes the entry, its tags and picture.'),
    params: actionParams('feeds'),
    body: bulkSelection(feedListRequest, recordId),
    responses: accepted,
    ...refused,
  },
  bulkEbooks: {
    method: 'POST',
    path: `${bulkLists['e-books'].api}/bulk/:action`,
    access: bulkLists['e-books'].area,
    summary: 'Enables or disables many e-books, or moves them to a category',
    description: description(
      '`enable` and `disable` set the status; `set-category` needs `categoryId` (400 without it, 404 when no such ' +
        'category); an e-book of another type than the category is reported.',
    ),
    params: actionParams('e-books'),
    body: ebookBulkBody,
    responses: accepted,
    ...refused,
    errors: [404, 409],
  },
  bulkBanners: {
    method: 'POST',
    path: `${bulkLists['ui/banners'].api}/bulk/:action`,
    access: bulkLists['ui/banners'].area,
    summary: 'Enables, disables or deletes many banners',
    description: description('`delete` deletes the banner and its images.'),
    params: actionParams('ui/banners'),
    body: bulkSelection(bannerListQuery, recordId),
    responses: accepted,
    ...refused,
  },
  bulkAlerts: {
    method: 'POST',
    path: `${bulkLists['ui/alerts'].api}/bulk/:action`,
    access: bulkLists['ui/alerts'].area,
    summary: 'Enables, disables or deletes many alerts',
    description: description('`delete` deletes the alert and its image.'),
    params: actionParams('ui/alerts'),
    body: bulkSelection(alertListRequest, recordId),
    responses: accepted,
    ...refused,
  },
  bulkAppConfig: {
    method: 'POST',
    path: `${bulkLists['ui/app-config'].api}/bulk/:action`,
    access: bulkLists['ui/app-config'].area,
    summary: 'Deletes many app config keys',
    description: description('The ids are the keys.'),
    params: actionParams('ui/app-config'),
    body: bulkSelection(appConfigListRequest, z.string().min(1).max(100)),
    responses: accepted,
    ...refused,
  },
  bulkSubscriptions: {
    method: 'POST',
    path: `${bulkLists['subscriptions'].api}/bulk/:action`,
    access: bulkLists['subscriptions'].area,
    summary: 'Enables or disables many subscription plans',
    description: description('Subscribers keep the plans they hold.'),
    params: actionParams('subscriptions'),
    body: bulkSelection(subscriptionListRequest, recordId),
    responses: accepted,
    ...refused,
  },
  bulkCustomers: {
    method: 'POST',
    path: `${bulkLists['users/customers'].api}/bulk/:action`,
    access: bulkLists['users/customers'].area,
    summary: 'Blocks or unblocks many customers',
    description: description(
      'Only those who may block customers one by one (SUPER_ADMIN, ADMIN) may; anyone else gets 403 and nothing ' +
        "changes. Blocking signs the customer out everywhere.",
    ),
    params: actionParams('users/customers'),
    body: bulkSelection(customerListRequest, recordId),
    responses: accepted,
    ...refused,
  },
  bulkOrders: {
    method: 'POST',
    path: `${bulkLists['orders'].api}/bulk/:action`,
    access: bulkLists['orders'].area,
    summary: 'Re-checks the payment of many orders with the payment provider',
    description: description(
      'Each order is re-checked as `POST /api/orders/{id}/recheck-payment` does; an order without a payment is reported.',
    ),
    params: actionParams('orders'),
    body: bulkSelection(orderListRequest, recordId),
    responses: accepted,
    ...refused,
  },
});
