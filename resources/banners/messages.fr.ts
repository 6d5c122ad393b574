import type { Translation } from '../../src/definitions/translation';
import type { bannersMessages } from './messages';

/**
 * French strings of the banners screen (`/ui/banners`), and the labels of an active window, which
 * the alerts read too; the screens a banner is placed on are labelled by the layout's messages.
 */
export const bannersMessagesFr: Translation<typeof bannersMessages> = {
  resources: {
    'ui/banners': {
      name: 'Bannière |||| Bannières',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} bannière ? |||| %{action} %{count} bannières ?',
        // %{did} is `app.jobs.undo.did.*`, a noun with its article ("l’activation"): the participle here agrees.
        undo: '%{action} %{count} bannière concernée par %{did} de cette tâche ? |||| %{action} les %{count} bannières concernées par %{did} de cette tâche ?',
        jobs: {
          enable: 'Activer des bannières',
          disable: 'Désactiver des bannières',
          delete: 'Supprimer des bannières',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Bannière créée',
        updated: 'Bannière enregistrée',
        deleted: 'Bannière supprimée |||| %{smart_count} bannières supprimées',
      },
      search: 'Rechercher dans les titres',
      fields: {
        title: 'Titre',
        layoutType: 'Écran',
        position: 'Position',
        startAt: 'Début',
        endAt: 'Fin',
        window: 'Affichage',
        status: 'Activée',
        state: 'Statut',
        thumbnail: 'Image',
        imageCount: 'Images',
        q: 'Recherche',
      },
      sections: {
        banner: 'Emplacement et programmation',
      },
      helpers: {
        position: 'Ordre parmi les bannières de l’écran, 1 en premier',
      },
      empty: {
        title: 'Aucune bannière pour le moment',
        text: 'Les bannières sont les images en haut d’un écran de l’app. Chacune mène à un livre, un magazine, un article, une formule ou une page web.',
      },
      window: {
        from: 'À partir du %{start}',
        between: '%{start} – %{end}',
      },
      delete: {
        title: 'Supprimer « %{title} » ?',
        content: 'La bannière et ses images sont supprimées définitivement.',
      },
      images: {
        title: 'Images',
        intro: 'Affichées dans cet ordre, l’une après l’autre. %{max} au maximum.',
        none: 'Aucune image pour le moment : envoyez la première ci-dessous.',
        full: 'Cette bannière contient le nombre maximal d’images. Supprimez-en une pour en ajouter une autre.',
        upload: 'Nouvelle image',
        uploaded: 'L’image est ajoutée à la fin',
        position: 'Image %{position}',
        alt: 'Texte alternatif',
        no_alt: 'Pas de texte alternatif',
        leads_to: 'Ouvre',
        move_up: 'Monter',
        move_down: 'Descendre',
        move_up_named: 'Monter l’image %{position}',
        move_down_named: 'Descendre l’image %{position}',
        moved: 'Déplacée : désormais image %{position} sur %{count}',
        edit: 'Modifier les détails',
        edit_named: 'Modifier les détails de l’image %{position}',
        delete: 'Supprimer',
        delete_named: 'Supprimer l’image %{position}',
        deleted: 'L’image est supprimée',
        delete_title: 'Supprimer l’image %{position} ?',
        delete_content: 'L’image et sa destination sont supprimées définitivement.',
      },
      details: {
        title: 'Image %{position} : détails',
        position: 'Position',
        position_helper: 'De 1 à %{count} ; les autres images se décalent pour faire de la place',
        altText: 'Texte alternatif',
        alt_helper: 'Décrit l’image pour les personnes qui ne peuvent pas la voir',
        saved: 'Les détails de l’image sont enregistrés',
      },
    },
  },
};
