/**
 * English strings of the staff notes on orders and customers (NotesPanel), merged into the
 * shell's under `app.notes` (src/shell/i18n/shell.ts).
 */
export const notesMessages = {
  title: 'Notes',
  new_note: 'New note',
  counter: '%{count} / %{max}',
  too_long: 'A note is at most %{max} characters',
  add: 'Add note',
  added: 'Note added',
  empty: 'No notes yet',
  list: 'Notes, newest first',
  delete: 'Delete your note of %{time}',
  delete_title: 'Delete this note?',
  delete_content: 'Your note of %{time} will be deleted. This cannot be undone.',
  deleted: 'Note deleted',
};
