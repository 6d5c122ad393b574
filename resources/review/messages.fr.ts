import type { Translation } from '../../src/definitions/translation';
import type { reviewMessages } from './messages';

/** French strings of the review queue (`/publishing/review`). */
export const reviewMessagesFr: Translation<typeof reviewMessages> = {
  app: {
    review: {
      title: 'File de relecture',
      intro_approver: 'Ce qui attend votre relecture, du plus ancien au plus récent, et vos propres soumissions renvoyées.',
      intro_author: 'Vos soumissions : en relecture, programmées ou renvoyées avec leur motif.',
      filter: 'Afficher',
      all: 'Tout',
      /** Each editorial resource, as one of its records is named. */
      kinds: {
        'e-books': 'Livre',
        feeds: 'Article du fil',
        'ui/banners': 'Bannière',
        'ui/alerts': 'Alerte',
      },
      /** The filter's choices, by resource. */
      filters: {
        'e-books': 'Livres',
        feeds: 'Fil',
        'ui/banners': 'Bannières',
        'ui/alerts': 'Alertes',
      },
      columns: {
        title: 'Titre',
        kind: 'Type',
        state: 'État',
        author: 'Soumis par',
        since: 'Depuis',
        reason: 'Motif',
      },
      goes_out: 'Parution le %{time}',
      /** A pending change of a published record: the published version stays live meanwhile. */
      change: 'Modification de la version publiée',
      more: 'Affichage des %{shown} plus anciens sur %{total}.',
      empty_approver: 'Rien n’attend de relecture.',
      empty_author: 'Aucune de vos soumissions n’est en relecture.',
      empty_text: 'Les éléments soumis à relecture s’affichent ici jusqu’à leur approbation ou leur renvoi.',
      failed: 'La file de relecture n’a pas pu être chargée : %{message}',
      retry: 'Réessayer',
    },
  },
};
