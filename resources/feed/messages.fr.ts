import type { Translation } from '../../src/definitions/translation';
import type { feedMessages } from './messages';

/** French strings of the feed (`/feeds/list`); its content types are labelled by the subscriptions' messages. */
export const feedMessagesFr: Translation<typeof feedMessages> = {
  resources: {
    feeds: {
      name: 'Article du fil |||| Articles du fil',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        // `action` is an infinitive (app.bulk.actions); `did` a noun with its article (app.jobs.undo.did).
        confirm: '%{action} %{count} article du fil ? |||| %{action} %{count} articles du fil ?',
        undo: '%{action} %{count} article du fil concerné par %{did} de cette tâche ? |||| %{action} les %{count} articles du fil concernés par %{did} de cette tâche ?',
        jobs: {
          enable: 'Activation d’articles du fil',
          disable: 'Désactivation d’articles du fil',
          delete: 'Suppression d’articles du fil',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Article du fil créé',
        updated: 'Article du fil enregistré',
        deleted: 'Article du fil supprimé |||| %{smart_count} articles du fil supprimés',
      },
      search: 'Titres et texte',
      fields: {
        title: 'Titre',
        body: 'Texte',
        contentType: 'Type de contenu',
        videoUrl: 'URL de la vidéo',
        tags: 'Mots-clés',
        tag: 'Mot-clé',
        publishAt: 'Publication le',
        status: 'Statut',
        imageUrl: 'Image',
        createdAt: 'Créé le',
        updatedAt: 'Modifié le',
      },
      empty: {
        title: 'Aucun article du fil pour l’instant',
        text: 'Les articles présentent les nouveautés aux lecteurs de l’app : actualités, vidéos et plus encore.',
      },
      tags: {
        help: 'Tapez pour voir les mots-clés récents ; Entrée en ajoute un nouveau. %{max} au maximum.',
        // The product's required wording, translated.
        no_results: 'Aucun résultat',
        invalid: '« %{tag} » : utilisez des lettres, chiffres, espaces et traits d’union (40 caractères au maximum)',
      },
      picture: {
        title: 'Image',
        alt: 'Image de %{title}',
        none: 'Pas encore d’image',
        remove: 'Retirer l’image',
        saved: 'L’image est enregistrée',
        removed: 'L’image est retirée',
      },
      delete: {
        title: 'Supprimer « %{title} » ?',
        content: 'L’article, ses mots-clés et son image sont définitivement supprimés.',
      },
    },
  },
};
