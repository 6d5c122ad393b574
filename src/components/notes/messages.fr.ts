import type { Translation } from '../../definitions/translation';
import type { notesMessages } from './messages';

/** French strings of the staff notes on orders and customers (NotesPanel), under `app.notes`. */
export const notesMessagesFr: Translation<typeof notesMessages> = {
  title: 'Notes',
  new_note: 'Nouvelle note',
  counter: '%{count} / %{max}',
  too_long: 'Une note comporte au plus %{max} caractères',
  add: 'Ajouter la note',
  added: 'Note ajoutée',
  empty: 'Aucune note pour l’instant',
  list: 'Notes, les plus récentes d’abord',
  delete: 'Supprimer votre note du %{time}',
  delete_title: 'Supprimer cette note ?',
  delete_content: 'Votre note du %{time} sera supprimée. Cette action est irréversible.',
  deleted: 'Note supprimée',
};
