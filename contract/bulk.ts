import { z } from 'zod';
import { type BulkAction, type BulkList, bulkIdsLimit, bulkLists } from './bulkActions';
import { errorBody } from './errors';
import { job } from './jobs';
import type { OperationSpec } from './operation';

/**
 * Bulk actions (docs/api.md "Bulk actions"): `POST <list's path>/bulk/<action>` with the records
 * by `ids`, or by the list's own `filter` (everything the list shows for it, never a list of a
 * million ids), answers 202 with the job that changes them one by one in the background.
 */

/** The key of most records: their id. */
export const bulkRecordId = z.number().int().positive().max(2_147_483_647);

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

/**
 * The operation that starts the bulk actions of `list` (contract/resources/: its API path, area and
 * actions), for its area's `defineOperations`: `POST <api>/bulk/:action`, the body a selection of
 * the list's own filter (`filter`) or of ids (`key`), with `more` for an action's value.
 */
export function bulkOperation<L extends BulkList, Filter extends z.ZodType, Key extends z.ZodType = typeof bulkRecordId, More extends z.ZodRawShape = Record<never, never>>(
  list: L,
  spec: { summary: string; description: string; filter: Filter; key?: Key; more?: More; errors?: OperationSpec['errors'] },
) {
  return {
    method: 'POST',
    path: `${bulkLists[list].api}/bulk/:action`,
    access: bulkLists[list].area,
    summary: spec.summary,
    description: description(spec.description),
    params: actionParams(list),
    body: bulkSelection(spec.filter, spec.key ?? (bulkRecordId as unknown as Key), spec.more ?? ({} as More)),
    responses: accepted,
    ...refused,
    ...(spec.errors && { errors: spec.errors }),
  } as const satisfies OperationSpec;
}
