import { describe, expect, it } from 'vitest';
import { englishOf } from '../../contract/apiMessages';
import { AdminRole } from '../../contract/enums';
import {
  enabledFlagOf,
  type LifecycleState,
  lifecycleStates,
  lifecycleStepNames,
  lifecycleSteps,
  mayTakeStep,
  stepOutcome,
  stepsFrom,
} from '../../contract/lifecycle';

const { SUPER_ADMIN, ADMIN, EDITOR } = AdminRole;

describe('the editorial lifecycle (contract/lifecycle.ts)', () => {
  it('leads an item from draft through review and a schedule to published, and back by unpublishing', () => {
    const walk = (state: LifecycleState, ...steps: [Parameters<typeof stepOutcome>[1], Parameters<typeof stepOutcome>[2]?][]) =>
      steps.reduce<LifecycleState>((current, [step, input]) => {
        const outcome = stepOutcome(current, step, input);
        if (!outcome.ok) throw new Error(englishOf(outcome.message));
        return outcome.to;
      }, state);
    expect(walk('draft', ['submit'], ['reject', { reason: 'The cover is blurred' }])).toBe('draft');
    expect(walk('draft', ['submit'], ['approve', { at: '2027-01-01T09:00:00.000Z' }])).toBe('scheduled');
    expect(walk('draft', ['submit'], ['approve'])).toBe('published');
    expect(walk('draft', ['submit'], ['withdraw'])).toBe('draft');
    expect(walk('draft', ['schedule', { at: '2027-01-01T09:00:00.000Z' }], ['publish'], ['unpublish'])).toBe('draft');
    expect(walk('published', ['archive'], ['unarchive'])).toBe('draft');
    expect(walk('scheduled', ['unschedule'])).toBe('draft');
  });

  it('refuses a step from a state that does not allow it, naming both states', () => {
    const refusal = stepOutcome('published', 'submit');
    expect(refusal).toEqual({
      ok: false,
      problem: 'state',
      message: { code: 'step_from_state', params: { state: 'published', to: 'in_review', step: 'submit', from: 'draft' } },
    });
    const english = (outcome: ReturnType<typeof stepOutcome>) => (outcome.ok ? '' : englishOf(outcome.message));
    expect(english(refusal)).toBe('An item that is Published cannot go to In review (Submit for review takes an item that is Draft)');
    expect(english(stepOutcome('archived', 'publish'))).toContain('Archived cannot go to Published (Publish takes an item that is Draft or In review or Scheduled)');
    expect(english(stepOutcome('draft', 'approve', { at: '2027-01-01T09:00:00.000Z' }))).toContain('Draft cannot go to Scheduled');
    // Every step from every state it does not list is refused for the state.
    for (const step of lifecycleStepNames)
      for (const state of lifecycleStates)
        if (!(lifecycleSteps[step].from as readonly string[]).includes(state))
          expect(stepOutcome(state, step, { reason: 'why', at: '2027-01-01T09:00:00.000Z' })).toMatchObject({ ok: false, problem: 'state' });
  });

  it('wants a reason to reject and a time to schedule', () => {
    expect(stepOutcome('in_review', 'reject', { reason: '  ' })).toMatchObject({ ok: false, problem: 'reason' });
    expect(stepOutcome('draft', 'schedule')).toMatchObject({ ok: false, problem: 'time' });
  });

  it('lets an editor submit and withdraw, and only an admin approve, reject, schedule, publish, unpublish and archive', () => {
    for (const step of ['approve', 'reject', 'schedule', 'unschedule', 'publish', 'unpublish', 'archive', 'unarchive'] as const) {
      for (const area of ['ebooks', 'ui'] as const) {
        expect(mayTakeStep(EDITOR, area, step), `${step} on ${area}`).toBe(false);
        expect(mayTakeStep(ADMIN, area, step)).toBe(true);
        expect(mayTakeStep(SUPER_ADMIN, area, step)).toBe(true);
      }
    }
    expect(mayTakeStep(EDITOR, 'ebooks', 'submit')).toBe(true);
    expect(mayTakeStep(EDITOR, 'ui', 'withdraw')).toBe(true);
    // Nothing on content one may not open: the feed is the admins'.
    expect(mayTakeStep(EDITOR, 'feed', 'submit')).toBe(false);
    expect(mayTakeStep(null, 'ebooks', 'submit')).toBe(false);
  });

  it('offers each role the steps it may take from a state', () => {
    expect(stepsFrom(EDITOR, 'ebooks', 'draft')).toEqual(['submit']);
    expect(stepsFrom(EDITOR, 'ebooks', 'in_review')).toEqual(['withdraw']);
    expect(stepsFrom(EDITOR, 'ebooks', 'published')).toEqual([]);
    expect(stepsFrom(ADMIN, 'ebooks', 'in_review')).toEqual(['withdraw', 'approve', 'reject', 'schedule', 'publish', 'archive']);
    expect(stepsFrom(ADMIN, 'feed', 'published')).toEqual(['unpublish', 'archive']);
  });

  it('derives the spec\'s enabled flag from the state', () => {
    expect(lifecycleStates.map(enabledFlagOf)).toEqual(['D', 'D', 'D', 'E', 'D']);
  });
});
