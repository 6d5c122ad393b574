import type { Translation } from '../../src/definitions/translation';
import { auditMessagesFr } from '../../src/audit/messages.fr';
import type { activityMessages } from './messages';

/**
 * French strings of the Activity page (`/users/activity`), and those of the audit log that the
 * History panel of every record's page shares with it (`app.audit`, src/audit/messages.fr.ts).
 */
export const activityMessagesFr: Translation<typeof activityMessages> = {
  app: {
    menu: { activity: 'Activité' },
    audit: auditMessagesFr,
  },
  resources: {
    'users/activity': {
      name: 'Activité |||| Activité',
      search: 'Enregistrement, nom ou motif',
      export: 'Exporter en CSV',
      bulk_job: 'Tâche groupée #%{id}',
      fields: {
        at: 'Date',
        actor: 'Qui',
        action: 'Action',
        record: 'Enregistrement',
        changes: 'Modifications',
        actorId: 'Membre de l’équipe',
        resource: 'Type d’enregistrement',
        q: 'Recherche',
        jobId: 'Tâche groupée',
      },
      empty: {
        title: 'Aucune activité pour l’instant',
        text: 'Chaque modification faite par l’équipe dans la console est consignée ici : qui l’a faite, quand, et ce qui a changé.',
      },
    },
  },
};
