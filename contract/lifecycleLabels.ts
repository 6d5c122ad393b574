/**
 * How the lifecycle's states and steps (contract/lifecycle.ts) read in English: in the server's
 * messages (contract/apiMessages.ts words a refusal's states and steps with them) and in the console.
 * It imports nothing, lifecycle.ts's types included (apiMessages.ts reads it, and lifecycle.ts reads
 * apiMessages.ts): lifecycle.ts checks that every state and step has its label.
 */

export const lifecycleStateLabels = {
  draft: 'Draft',
  in_review: 'In review',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
} as const;

export const lifecycleStepLabels = {
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
} as const;
