import type { Translation } from '../../src/definitions/translation';
import type { alertsMessages } from './messages';

/** French strings of the alerts screen (`/ui/alerts`); their active window is labelled by the banners' messages. */
export const alertsMessagesFr: Translation<typeof alertsMessages> = {
  resources: {
    'ui/alerts': {
      name: 'Alerte |||| Alertes',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} alerte ? |||| %{action} %{count} alertes ?',
        // %{did} is `app.jobs.undo.did.*`, a noun with its article ("l’activation"): the participle here agrees.
        undo: '%{action} %{count} alerte concernée par %{did} de cette tâche ? |||| %{action} les %{count} alertes concernées par %{did} de cette tâche ?',
        jobs: {
          enable: 'Activer des alertes',
          disable: 'Désactiver des alertes',
          delete: 'Supprimer des alertes',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Alerte créée',
        updated: 'Alerte enregistrée',
        deleted: 'Alerte supprimée |||| %{smart_count} alertes supprimées',
      },
      search: 'Titres et messages',
      fields: {
        title: 'Titre',
        message: 'Message',
        buttonType: 'Boutons',
        buttonLabel: 'Libellé du bouton',
        secondButtonLabel: 'Libellé du second bouton',
        targetKind: 'Ouvre',
        targetValue: 'Élément à ouvrir',
        startAt: 'Début',
        endAt: 'Fin',
        window: 'Affichage',
        state: 'État',
        status: 'Statut',
        imageUrl: 'Image',
        createdAt: 'Créée le',
      },
      helpers: {
        buttonLabel: 'Le bouton qui ouvre le lien',
        secondButtonLabel: 'Le bouton qui ferme l’alerte',
      },
      window: {
        from_to: '%{start} – %{end}',
        from: 'À partir du %{start}',
      },
      empty: {
        title: 'Aucune alerte pour le moment',
        text: 'Les alertes s’affichent dans l’application mobile : un avis, une actualité avec un lien, ou une offre avec deux boutons.',
      },
      preview: {
        title: 'Aperçu',
        untitled: 'Titre de l’alerte',
        no_message: 'Le message s’affiche ici.',
        button: 'Bouton',
        second_button: 'Fermer',
      },
      image: {
        title: 'Image',
        alt: 'Image de l’alerte « %{title} »',
        none: 'Pas encore d’image',
        remove: 'Retirer l’image',
        saved: 'L’image est enregistrée',
        removed: 'L’image est retirée',
        remove_title: 'Retirer l’image de « %{title} » ?',
        remove_content: 'L’alerte s’affiche alors sans image.',
      },
      delete: {
        title: 'Supprimer « %{title} » ?',
        content: 'L’alerte et son image sont supprimées définitivement.',
      },
    },
  },
  app: {
    alert_button_types: {
      0: 'Tous',
      1: 'Aucun bouton',
      2: 'Un bouton',
      3: 'Deux boutons',
    },
  },
};
