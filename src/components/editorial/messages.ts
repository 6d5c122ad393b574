import { lifecycleStateLabels, lifecycleStepLabels } from '../../../contract/lifecycle';

/**
 * English strings of the editorial workflow (`app.editorial.*`, src/components/editorial): the
 * publication panel of an editorial record's edit page and the enabled flag of its form.
 */
export const editorialMessages = {
  panel: 'Publication',
  loading: 'Loading the publication state…',
  failed: 'The publication state could not be loaded: %{message}',
  /** The states and steps of contract/lifecycle.ts, as its messages name them; Publish says it is at once. */
  states: lifecycleStateLabels,
  steps: { ...lifecycleStepLabels, publish: 'Publish now' },
  /** What a step did, once it has. */
  done: {
    submit: 'Submitted for review',
    withdraw: 'Withdrawn from review',
    approve: 'Approved and published',
    reject: 'Sent back to its author',
    schedule: 'Scheduled',
    unschedule: 'No longer scheduled',
    publish: 'Published',
    unpublish: 'Unpublished: it is a draft again',
    archive: 'Archived',
    unarchive: 'Back from the archive, as a draft',
  },
  publish_at: 'Goes out %{time}',
  submitted_by: 'Submitted by %{name}',
  rejected: 'Sent back: %{reason}',
  no_steps: 'Nothing to do here for your role.',
  reject_title: 'Send it back to its author',
  reject_text: 'Say what to change: the author reads it on this page.',
  reason: 'Reason',
  schedule_title: 'Schedule the publication',
  /** A step refused because the record is not ready to go out, offered to a SUPER_ADMIN. */
  override_title: 'It is not ready to go out',
  override_text: 'This is missing. As a SUPER_ADMIN you may let it go out as it is: say why (the activity log keeps your reason with this list).',
  override_reason: 'Why it goes out as it is',
  schedule_text: 'It goes out by itself at this time (the business time zone), once.',
  at: 'Publish at',
  future: 'Choose a time to come',
  cancel: 'Cancel',
  queue: 'Review queue',
  queue_waiting: 'Review queue: %{smart_count} waits for you |||| Review queue: %{smart_count} wait for you',
  /** A change waiting on a published record (docs/api.md "Pending changes"). */
  change: {
    title: 'Pending change',
    by: 'By %{name}',
    live_note: 'The published version stays live until this change is approved. The form below shows the change.',
    show: 'Show what it changes (%{smart_count} field) |||| Show what it changes (%{smart_count} fields)',
    hide: 'Hide what it changes',
    steps: {
      submit: 'Submit the change',
      withdraw: 'Withdraw the change',
      approve: 'Approve the change',
      reject: 'Reject the change',
      schedule: 'Schedule the change',
      unschedule: 'Unschedule the change',
      discard: 'Discard the change',
    },
    done: {
      submit: 'Change submitted for review',
      withdraw: 'Change withdrawn from review',
      approve: 'Change approved: it is live',
      reject: 'Change sent back to its author',
      schedule: 'Change scheduled',
      unschedule: 'Change no longer scheduled',
      discard: 'Change discarded',
    },
    discard_title: 'Discard this change?',
    discard_text: 'The change is dropped; the published version stays as it is.',
  },
  /** The enabled flag of an editorial record's form, for a role that may not publish. */
  flag_helper: 'An admin publishes it after review',
};
