/**
 * English strings of the Revisions panel (`app.revisions.*`, src/components/revisions): under an
 * editorial record's edit page, its revisions and two of them compared. What made a revision reads
 * as the History panel says it (`app.audit.actions.*`).
 */
export const revisionsMessages = {
  title: 'Revisions',
  list: 'Revisions of this record, newest first',
  loading: 'Loading the revisions…',
  failed: 'The revisions could not be loaded: %{message}',
  retry: 'Try again',
  empty: 'No revision kept yet: the next save keeps one.',
  only_one: 'One revision so far: the next save gives one to compare it with.',
  number: 'Revision %{number}',
  /** A revision's line: "Changed by Ada Admin". */
  made_by: '%{action} by %{name}',
  /** The record as it was before its first change since revisions are kept (demo data, an import). */
  existing: 'As it was before revisions were kept',
  system: 'System',
  unknown_author: 'Someone',
  compare_title: 'Compare two revisions',
  from: 'Older revision',
  to: 'Newer revision',
  option: '%{number} · %{action} · %{time}',
  comparing: 'Comparing…',
  compare_failed: 'The comparison could not be loaded: %{message}',
  changes: 'Changes from revision %{from} to revision %{to}',
  no_changes: 'These two revisions hold the same values.',
  legend: 'Struck through: removed. Underlined: added.',
  /** Said to screen readers around a word diff's parts: the difference in words, not by colour. */
  removed_start: 'removed:',
  removed_end: 'end of removal.',
  added_start: 'added:',
  added_end: 'end of addition.',
  formatting_only: 'Only the formatting changed.',
  changed_to: 'changed to',
  restore: 'Restore revision %{number}',
  /** Beside it on a page that can draw a revision (the layout's phone preview). */
  show: 'Show revision %{number} in the preview',
  restore_title: 'Restore revision %{number} as a new draft?',
  restore_text:
    'Its fields become a new draft of this record: a pending change if it is published (the live version stays until the change is approved), else the draft itself. Its files are not restored.',
  restore_confirm: 'Restore',
  restored: {
    change: 'Revision %{number} restored as a pending change',
    draft: 'Revision %{number} restored as the draft',
  },
};
