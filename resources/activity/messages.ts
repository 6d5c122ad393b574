import { auditMessages } from '../../src/audit/messages';

/**
 * English strings of the Activity page (`/users/activity`), and those of the audit log that the
 * History panel of every record's page shares with it (`app.audit`, src/audit/messages.ts).
 */
export const activityMessages = {
  app: {
    menu: { activity: 'Activity' },
    audit: auditMessages,
  },
  resources: {
    'users/activity': {
      name: 'Activity |||| Activity',
      search: 'Record, name or reason',
      export: 'Export CSV',
      bulk_job: 'Bulk job #%{id}',
      fields: {
        at: 'Time',
        actor: 'Who',
        action: 'Action',
        record: 'Record',
        changes: 'Changes',
        actorId: 'Staff member',
        resource: 'Record type',
        q: 'Search',
        jobId: 'Bulk job',
      },
      empty: {
        title: 'No activity yet',
        text: 'Every change staff make in the console is recorded here: who made it, when, and what changed.',
      },
    },
  },
};
