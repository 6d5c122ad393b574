import { type Area, canAccess } from './access';
import type { CodedMessage } from './apiMessages';
import { AdminRole } from './enums';
import { declarationsWith, type NamesWith } from './resources';
import type { lifecycleStateLabels, lifecycleStepLabels } from './lifecycleLabels';

/**
 * The editorial lifecycle of the content the app shows (e-books, feed entries, banners, alerts, the
 * app layout), without zod: the server enforces it and the console shows its buttons by it
 * (docs/architecture.md "Editorial workflow").
 *
 * draft -> in review -> scheduled -> published -> archived, and back from published to draft by
 * unpublishing. Each step is named once here with the states it leaves, the state it reaches and
 * who may take it.
 */

/** The resources whose records move through the lifecycle: those that declare `editorial` (contract/resources/). */
export type EditorialResource = NamesWith<'editorial'>;
const editorialDeclarations = declarationsWith('editorial');
export const editorialResources = editorialDeclarations.map(({ name }) => name) as [EditorialResource, ...EditorialResource[]];
/** Who may open each editorial resource's records: its declaration's area. */
export const editorialAreaOf = Object.fromEntries(editorialDeclarations.map(({ name, area }) => [name, area])) as Record<EditorialResource, Area>;

export const lifecycleStates = ['draft', 'in_review', 'scheduled', 'published', 'archived'] as const;
export type LifecycleState = (typeof lifecycleStates)[number];

/** How a state and a step read in messages and in the console. */
export { lifecycleStateLabels, lifecycleStepLabels } from './lifecycleLabels';

/**
 * The spec's enabled flag, derived from the state: what the app shows is enabled ("E"), anything
 * else is not ("D"). Every answer that had the flag keeps it.
 */
export const enabledFlagOf = (state: LifecycleState): 'E' | 'D' => (state === 'published' ? 'E' : 'D');

/** Who takes a step: whoever may open the item's area (an editor's own work), or the admins of it. */
type Taker = 'author' | 'admin';

interface StepRule {
  /** The states the step leaves. */
  readonly from: readonly LifecycleState[];
  /** The state it reaches; `approve` reaches `scheduled` when given a time, else `published`. */
  readonly to: LifecycleState;
  readonly takenBy: Taker;
  /** What the step must be given: a reason (shown to the author), a time. */
  readonly needs?: 'reason' | 'time';
}

const { SUPER_ADMIN, ADMIN } = AdminRole;
const beforeRelease = ['draft', 'in_review', 'scheduled'] as const satisfies readonly LifecycleState[];

/** Every step of the lifecycle, by name. */
export const lifecycleSteps = {
  /** An author hands a draft over for review. */
  submit: { from: ['draft'], to: 'in_review', takenBy: 'author' },
  /** An author takes a submission back to work on it. */
  withdraw: { from: ['in_review'], to: 'draft', takenBy: 'author' },
  /** A submission accepted: published now, or scheduled when given a time. */
  approve: { from: ['in_review'], to: 'published', takenBy: 'admin' },
  /** A submission sent back to its author, with the reason they read. */
  reject: { from: ['in_review'], to: 'draft', takenBy: 'admin', needs: 'reason' },
  /** Published at a time to come, by the job runner. */
  schedule: { from: ['draft', 'in_review', 'scheduled'], to: 'scheduled', takenBy: 'admin', needs: 'time' },
  /** Back to draft from a schedule. */
  unschedule: { from: ['scheduled'], to: 'draft', takenBy: 'admin' },
  /** Shown by the app from now on. */
  publish: { from: beforeRelease, to: 'published', takenBy: 'admin' },
  /** No longer shown by the app; a draft again. */
  unpublish: { from: ['published'], to: 'draft', takenBy: 'admin' },
  /** Put away: shown nowhere, kept with its history. */
  archive: { from: [...beforeRelease, 'published'], to: 'archived', takenBy: 'admin' },
  /** Back from the archive, as a draft. */
  unarchive: { from: ['archived'], to: 'draft', takenBy: 'admin' },
} as const satisfies Record<string, StepRule>;

export type LifecycleStep = keyof typeof lifecycleSteps;
export const lifecycleStepNames = Object.keys(lifecycleSteps) as LifecycleStep[];

/**
 * A pending change: a published item edited by whoever may not publish (an editor), or by anyone
 * once such a change waits, is kept apart while the published version stays live. The change
 * moves through its own steps: submitted and withdrawn by an author, approved (written to the item,
 * live at once, or scheduled when given a time), scheduled, unscheduled or rejected with a reason
 * by an admin, discarded by either.
 */
export const changeStates = ['draft', 'in_review', 'scheduled'] as const;
export type ChangeState = (typeof changeStates)[number];

interface ChangeStepRule {
  readonly from: readonly ChangeState[];
  /** The change's next state, or what becomes of it: `applied` to the item, `discarded`. */
  readonly to: ChangeState | 'applied' | 'discarded';
  readonly takenBy: Taker;
  readonly needs?: 'reason' | 'time';
}

export const changeSteps = {
  submit: { from: ['draft'], to: 'in_review', takenBy: 'author' },
  withdraw: { from: ['in_review'], to: 'draft', takenBy: 'author' },
  /** Written to the item now, or scheduled when given a time. */
  approve: { from: ['draft', 'in_review', 'scheduled'], to: 'applied', takenBy: 'admin' },
  reject: { from: ['in_review'], to: 'draft', takenBy: 'admin', needs: 'reason' },
  /** Written to the item at a time to come, by the job runner. */
  schedule: { from: ['draft', 'in_review', 'scheduled'], to: 'scheduled', takenBy: 'admin', needs: 'time' },
  unschedule: { from: ['scheduled'], to: 'draft', takenBy: 'admin' },
  discard: { from: ['draft', 'in_review', 'scheduled'], to: 'discarded', takenBy: 'author' },
} as const satisfies Record<string, ChangeStepRule>;

export type ChangeStep = keyof typeof changeSteps;
export const changeStepNames = Object.keys(changeSteps) as [ChangeStep, ...ChangeStep[]];
export const isChangeStep = (step: string): step is ChangeStep => Object.hasOwn(changeSteps, step);

/** Every step a request may name: the item's, and `discard` (a pending change's only step of its own). */
export type EditorialStepName = LifecycleStep | 'discard';
export const editorialStepNames = [...lifecycleStepNames, 'discard'] as unknown as [EditorialStepName, ...EditorialStepName[]];

type Role = number | null | undefined;

/**
 * Whether `role` may take `step` on an item of `area`: an author's steps (submit, withdraw) whoever
 * may open the area, every other step a SUPER_ADMIN or ADMIN who may open it. An editor's approve,
 * publish or schedule is a 403 whatever the item.
 */
export function mayTakeStep(role: Role, area: Area, step: EditorialStepName): boolean {
  if (!canAccess(role, area)) return false;
  const rule: { takenBy: Taker } = step === 'discard' ? changeSteps.discard : lifecycleSteps[step];
  return rule.takenBy === 'author' || role === SUPER_ADMIN || role === ADMIN;
}

/** The steps `role` may take on an item of `area` in `state`: the buttons the console shows. */
export const stepsFrom = (role: Role, area: Area, state: LifecycleState): LifecycleStep[] =>
  lifecycleStepNames.filter((step) => (lifecycleSteps[step].from as readonly LifecycleState[]).includes(state) && mayTakeStep(role, area, step));

/** The steps `role` may take on a pending change in `state`. */
export const changeStepsFrom = (role: Role, area: Area, state: ChangeState): ChangeStep[] =>
  (Object.keys(changeSteps) as ChangeStep[]).filter(
    (step) => (changeSteps[step].from as readonly ChangeState[]).includes(state) && mayTakeStep(role, area, step),
  );

/** Where a step leads a pending change in `state`, or why it cannot be taken. */
export function changeStepOutcome(state: ChangeState, step: ChangeStep, input: StepInput = {}): ChangeStepOutcome {
  const rule: ChangeStepRule = changeSteps[step];
  if (!rule.from.includes(state)) {
    return { ok: false, problem: 'state', message: { code: 'change_step_from_state', params: { state, step, from: rule.from.join(',') } } };
  }
  return lackingInput(rule, input) ?? { ok: true, to: step === 'approve' && input.at ? 'scheduled' : rule.to };
}

/** The refusal of a step that needs a reason or a time and was not given it. */
function lackingInput(rule: { needs?: 'reason' | 'time' }, input: StepInput) {
  if (rule.needs === 'reason' && !input.reason?.trim()) return { ok: false, problem: 'reason', message: { code: 'reason_required' } } as const;
  if (rule.needs === 'time' && !input.at) return { ok: false, problem: 'time', message: { code: 'time_required' } } as const;
  return undefined;
}

export type ChangeStepOutcome = { ok: true; to: ChangeStepRule['to'] } | { ok: false; problem: 'state' | 'reason' | 'time'; message: CodedMessage };

export interface StepInput {
  /** When a scheduled item goes out (ISO 8601); `approve` with a time schedules rather than publishes. */
  at?: string;
  reason?: string;
}

/**
 * Where a step leads from `state`, or why it cannot be taken (a 409, or a 400 for what it needs),
 * in words of contract/apiMessages.ts.
 */
export type StepOutcome = { ok: true; to: LifecycleState } | { ok: false; problem: 'state' | 'reason' | 'time'; message: CodedMessage };

/**
 * The state `step` leads to from `state` with `input`, or the refusal naming both states: "An item
 * that is Published cannot go to In review (Submit for review takes an item that is Draft)".
 */
export function stepOutcome(state: LifecycleState, step: LifecycleStep, input: StepInput = {}): StepOutcome {
  const rule: StepRule = lifecycleSteps[step];
  const to = step === 'approve' && input.at ? 'scheduled' : rule.to;
  if (!rule.from.includes(state)) {
    return { ok: false, problem: 'state', message: { code: 'step_from_state', params: { state, to, step, from: rule.from.join(',') } } };
  }
  return lackingInput(rule, input) ?? { ok: true, to };
}

/** Every state and step has its English label (lifecycleLabels.ts, which cannot import these types): a type error if one is missing. */
type Holds<T extends true> = T;
export type LifecycleLabelled = [
  Holds<typeof lifecycleStateLabels extends Record<LifecycleState, string> ? true : false>,
  Holds<typeof lifecycleStepLabels extends Record<EditorialStepName, string> ? true : false>,
];
