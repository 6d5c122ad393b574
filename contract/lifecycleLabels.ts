import type { EditorialStepName, LifecycleState } from './lifecycle';

/**
 * How the lifecycle's states and steps (contract/lifecycle.ts) read in English: in the server's
 * messages (contract/apiMessages.ts words a refusal's states and steps with them) and in the console.
 */

export const lifecycleStateLabels: Record<LifecycleState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

export const lifecycleStepLabels: Record<EditorialStepName, string> = {
  submit: 'Submit for review',
  withdraw: 'Withdraw',
  approve: 'Approve',
  reject: 'Reject',
  schedule: 'Schedule',
  unschedule: 'Unschedule',
  publish: 'Publish',
  unpublish: 'Unpublish',
  archive: 'Archive',
  unarchive: 'Unarchive',
  discard: 'Discard the change',
};
