import { z } from 'zod';
import { enabledFlags } from './enums';
import { changeStates, changeStepNames, editorialResources, editorialStepNames, lifecycleStates, lifecycleStepNames } from './lifecycle';
export { type EditorialResource, editorialResources } from './lifecycle';
import { defineOperations, type OperationSpec } from './operation';
import { declarationsWith } from './resources';
import { revisionFieldChange } from './revisions';

/**
 * The editorial workflow's schemas and operations (docs/architecture.md "Editorial workflow",
 * docs/api.md "Editorial workflow"); the lifecycle itself, without zod, is contract/lifecycle.ts.
 */

const editorialDeclarations = declarationsWith('editorial');

const recordParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const person = z.object({ id: z.number().int(), name: z.string() });

/**
 * A change waiting on a published item (contract/lifecycle.ts `changeSteps`): the published
 * version stays live until it is approved. Its record is read with `?version=pending` on the
 * item's GET; `changes` compares it with the live one field by field.
 */
export const pendingChange = z
  .object({
    state: z.enum(changeStates),
    author: person.nullable(),
    /** Why it was last rejected, until it is submitted again. */
    reason: z.string().nullable(),
    /** When a scheduled change is written to the item; null unless scheduled. */
    publishAt: z.string().nullable(),
    updatedAt: z.string(),
    /** The fields it changes: the live value (`from`) and the change's (`to`), texts as a word diff. */
    changes: z.array(revisionFieldChange),
    /** The steps the reader may take on it. */
    steps: z.array(z.enum(changeStepNames)),
  })
  .meta({ id: 'PendingChange' });
export type PendingChange = z.infer<typeof pendingChange>;

/** Where a record is in the lifecycle, and what the reader may do with it now. */
export const editorialState = z
  .object({
    resource: z.enum(editorialResources),
    recordId: z.number().int(),
    state: z.enum(lifecycleStates),
    /** The spec's enabled flag, derived from the state: `E` when published. */
    status: z.enum(enabledFlags),
    /** When a scheduled record is published; null unless scheduled. */
    publishAt: z.string().nullable(),
    /** Why it was last rejected, until it is submitted again. */
    reason: z.string().nullable(),
    /** Whose submission it is (who submitted it, or created it). */
    author: person.nullable(),
    updatedAt: z.string(),
    /** The steps the reader may take from this state (contract/lifecycle.ts `stepsFrom`). */
    steps: z.array(z.enum(lifecycleStepNames)),
    /** A change waiting on the published item, or null. */
    change: pendingChange.nullable(),
  })
  .meta({ id: 'EditorialState' });
export type EditorialState = z.infer<typeof editorialState>;

/**
 * A step: `reject` needs a reason, `schedule` a time to come; `approve` with a time schedules. On a
 * published item with a pending change, `submit`, `withdraw`, `approve`, `reject` and `discard` are
 * the change's.
 */
export const editorialStep = z
  .object({
    step: z.enum(editorialStepNames),
    at: z.iso.datetime({ offset: true }).optional(),
    reason: z.string().trim().max(1000).optional(),
    /**
     * A SUPER_ADMIN publishes or schedules a record whose release gate has open items (an e-book not
     * ready: docs/api.md "Release readiness"), with `reason` saying why; audited with the items.
     */
    override: z.boolean().optional(),
  })
  .meta({ id: 'EditorialStep' });
export type EditorialStepInput = z.output<typeof editorialStep>;

const stepDescription =
  'Takes a step of the editorial lifecycle (docs/api.md "Editorial workflow"): `submit` and `withdraw` for whoever may ' +
  'open the record; `approve`, `reject` (with `reason`), `schedule` (with `at`, a time to come), `unschedule`, `publish`, ' +
  '`unpublish`, `archive` and `unarchive` for a SUPER_ADMIN or ADMIN (403 otherwise). A step the record\'s state does ' +
  'not allow is a 409 naming both states. Answers the new state; the record\'s `status` follows it (E when published). ' +
  'On a published item with a pending change, `submit`, `withdraw`, `approve` (writes the change to the item, live at ' +
  'once), `reject` (with `reason`) and `discard` are the change\'s; `unpublish` and `archive` make the change the ' +
  'item\'s draft. Audited with its reason. An e-book that is not ready to go out (docs/api.md "Release readiness") ' +
  'is not published, scheduled or approved: a 409 naming what is missing, unless a SUPER_ADMIN sends `override: true` ' +
  'with a `reason` (audited with the open items).';

type Declared = (typeof editorialDeclarations)[number];

/** The operation that reads where a record of `declaration` is in the lifecycle. */
const stateOperation = ({ name, area, api }: Declared) =>
  ({
    method: 'GET',
    path: `${api}/:id/state`,
    access: area,
    summary: `Where a record of ${name} is in the editorial lifecycle, and the steps the caller may take`,
    params: recordParams,
    responses: { 200: editorialState },
    errors: [404],
    etag: true,
  }) as const satisfies OperationSpec;

/** The operation that takes a step on a record of `declaration`. */
const stepOperation = ({ name, area, api }: Declared) =>
  ({
    method: 'POST',
    path: `${api}/:id/steps`,
    access: area,
    summary: `Takes a step of the editorial lifecycle on a record of ${name}`,
    description: stepDescription,
    params: recordParams,
    body: editorialStep,
    responses: { 200: editorialState },
    errors: [404, 409],
    etag: true,
    ifMatch: true,
  }) as const satisfies OperationSpec;

/** Every editorial resource's two operations, named by its declaration (`getAlertState`, `takeAlertStep`). */
export const editorialOperations = defineOperations(
  'editorial',
  Object.fromEntries(
    editorialDeclarations.flatMap((declaration) => [
      [declaration.editorial.state, stateOperation(declaration)],
      [declaration.editorial.step, stepOperation(declaration)],
    ]),
  ) as Record<Declared['editorial']['state'], ReturnType<typeof stateOperation>> &
    Record<Declared['editorial']['step'], ReturnType<typeof stepOperation>>,
);

/** A record on the review queue: what waits for review, or an editor's own submission. */
export const reviewItem = z
  .object({
    resource: z.enum(editorialResources),
    recordId: z.number().int(),
    title: z.string(),
    state: z.enum(lifecycleStates),
    /** Why it was sent back (a draft of its author's), else null. */
    reason: z.string().nullable(),
    author: person.nullable(),
    /** Whether it is a pending change of the published item (its state and reason are the change's). */
    change: z.boolean(),
    publishAt: z.string().nullable(),
    /** When it reached its state (submitted, sent back, scheduled). */
    updatedAt: z.string(),
  })
  .meta({ id: 'ReviewItem' });
export type ReviewItem = z.infer<typeof reviewItem>;

/** The most records the queue answers at once, oldest first. */
export const reviewQueueLimit = 200;

export const reviewQueue = z
  .object({
    items: z.array(reviewItem),
    /** Every record on the reader's queue (`items` holds at most reviewQueueLimit). */
    total: z.number().int(),
    /** How many of them wait for the reader's action: the top bar's count. */
    waiting: z.number().int(),
  })
  .meta({ id: 'ReviewQueue' });
export type ReviewQueue = z.infer<typeof reviewQueue>;

export const reviewQueueOperations = defineOperations('editorial', {
  listReviewQueue: {
    method: 'GET',
    path: '/api/editorial/queue',
    access: 'editorial',
    summary: "The reader's review queue",
    description:
      'For a SUPER_ADMIN or ADMIN, the records in review in the areas they may open, oldest first: they wait for their ' +
      'approval or rejection. For everyone, their own submissions: in review, scheduled, or sent back with a reason ' +
      '(a draft whose `reason` says why). `waiting` counts what waits for the reader: the records in review for an ' +
      "admin, their drafts sent back for an editor. `resource` keeps one resource's records.",
    query: z.object({ resource: z.enum(editorialResources).optional() }),
    responses: { 200: reviewQueue },
  },
  countReviewQueue: {
    method: 'GET',
    path: '/api/editorial/queue/count',
    access: 'editorial',
    summary: "How many records are on the reader's review queue, and how many wait for them (the top bar's count)",
    responses: { 200: reviewQueue.pick({ total: true, waiting: true }).meta({ id: 'ReviewQueueCount' }) },
  },
});
