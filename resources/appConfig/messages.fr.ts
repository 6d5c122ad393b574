import type { Translation } from '../../src/definitions/translation';
import type { appConfigMessages } from './messages';

/** French strings of the app config screen (`/ui/app-config`). */
export const appConfigMessagesFr: Translation<typeof appConfigMessages> = {
  resources: {
    'ui/app-config': {
      // As in English, the plural is the screen's title.
      name: 'Paramètre |||| Configuration de l’app',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        // `action` is an infinitive (app.bulk.actions); `did` a noun with its article (app.jobs.undo.did).
        confirm: '%{action} %{count} clé de configuration ? |||| %{action} %{count} clés de configuration ?',
        undo: '%{action} %{count} clé de configuration concernée par %{did} de cette tâche ? |||| %{action} les %{count} clés de configuration concernées par %{did} de cette tâche ?',
        jobs: {
          delete: 'Suppression de clés de configuration',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Clé de configuration créée',
        updated: 'Clé de configuration enregistrée',
      },
      search: 'Clés et descriptions',
      fields: {
        key: 'Clé',
        valueType: 'Type',
        value: 'Valeur',
        description: 'Description',
        status: 'Statut',
        createdAt: 'Créée le',
        updatedAt: 'Modifiée le',
      },
      empty: {
        title: 'Aucun paramètre pour l’instant',
        text: 'Les paramètres sont les réglages que l’app mobile lit à son démarrage : versions, options activables, adresses.',
      },
      helpers: {
        key: 'Lettres minuscules et chiffres, reliés par des points, tirets bas ou traits d’union : feed.page_size',
        // The value is read as JSON: the decimal point stays a point.
        number: 'Un nombre, comme 42 ou 2.5',
        json: 'Tout JSON : un objet, une liste, un nombre, du texte entre guillemets, true, false ou null',
      },
      value: {
        true: 'Vrai',
        false: 'Faux',
        // The button that lays out a JSON value.
        format: 'Mettre en forme',
      },
      change_type: {
        title: 'Changer le type de %{key} de %{from} en %{to} ?',
        content: 'Désormais, l’app mobile lit la valeur au format %{to}.',
      },
    },
  },
  app: {
    config_value_types: {
      string: 'Texte',
      number: 'Nombre',
      boolean: 'Vrai ou faux',
      json: 'JSON',
    },
  },
};
