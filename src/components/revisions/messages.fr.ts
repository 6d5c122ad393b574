import type { Translation } from '../../definitions/translation';
import type { revisionsMessages } from './messages';

/**
 * French strings of the Revisions panel (`app.revisions.*`, src/components/revisions): under an
 * editorial record's edit page, its revisions and two of them compared.
 */
export const revisionsMessagesFr: Translation<typeof revisionsMessages> = {
  title: 'Versions',
  list: 'Versions de cet enregistrement, les plus récentes d’abord',
  loading: 'Chargement des versions…',
  failed: 'Les versions n’ont pas pu être chargées : %{message}',
  retry: 'Réessayer',
  empty: 'Aucune version conservée pour l’instant : la prochaine sauvegarde en créera une.',
  only_one: 'Une seule version pour l’instant : la prochaine sauvegarde en créera une autre à comparer.',
  number: 'Version %{number}',
  /** A revision's line: "Modifié par Ada Admin". */
  made_by: '%{action} par %{name}',
  /** The record as it was before its first change since revisions are kept (demo data, an import). */
  existing: 'État antérieur à la conservation des versions',
  system: 'Système',
  unknown_author: 'Quelqu’un',
  compare_title: 'Comparer deux versions',
  from: 'Version la plus ancienne',
  to: 'Version la plus récente',
  option: '%{number} · %{action} · %{time}',
  comparing: 'Comparaison…',
  compare_failed: 'La comparaison n’a pas pu être chargée : %{message}',
  changes: 'Modifications de la version %{from} à la version %{to}',
  no_changes: 'Ces deux versions ont les mêmes valeurs.',
  legend: 'Barré : supprimé. Souligné : ajouté.',
  /** Said to screen readers around a word diff's parts: the difference in words, not by colour. */
  removed_start: 'supprimé :',
  removed_end: 'fin de la suppression.',
  added_start: 'ajouté :',
  added_end: 'fin de l’ajout.',
  formatting_only: 'Seule la mise en forme a changé.',
  changed_to: 'remplacé par',
  restore: 'Restaurer la version %{number}',
  /** Beside it on a page that can draw a revision (the layout's phone preview). */
  show: 'Afficher la version %{number} dans l’aperçu',
  restore_title: 'Restaurer la version %{number} comme nouveau brouillon ?',
  restore_text:
    'Ses champs deviennent un nouveau brouillon de cet enregistrement : une modification en attente s’il est publié (la version en ligne reste jusqu’à l’approbation de la modification), sinon le brouillon lui-même. Ses fichiers ne sont pas restaurés.',
  restore_confirm: 'Restaurer',
  restored: {
    change: 'Version %{number} restaurée comme modification en attente',
    draft: 'Version %{number} restaurée comme brouillon',
  },
};
