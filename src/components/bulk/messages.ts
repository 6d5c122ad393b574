
/** Bulk actions on the lists (src/components/bulk). */
export const bulkMessages = {
  all_matching_selected: 'All %{count} matching selected',
  select_all_matching: 'Select all %{count} matching',
  actions: {
    enable: 'Enable',
    disable: 'Disable',
    delete: 'Delete',
    'set-category': 'Set category',
    'set-promotion': 'Set promotion',
    'end-promotion': 'End promotion',
    block: 'Block',
    unblock: 'Unblock',
    'recheck-payment': 'Re-check payment',
  },
  confirm: {
    enable: 'They show in the app again.',
    disable: 'They no longer show in the app.',
    delete: 'This cannot be undone. Download them as CSV first to keep a copy.',
    block: 'They are signed out everywhere and cannot sign in until they are unblocked.',
    unblock: 'They may sign in again.',
    'recheck-payment': 'The payment provider is asked about each order; those whose payment moved are updated.',
    'set-category': 'E-books of another type than the category are left as they are and reported.',
    'set-promotion': 'Each book gets the promotion off its regular price in the territory; a book with a promotion there on those days is left as it is and reported.',
    'end-promotion': 'Promotions running today end yesterday; those to come are removed.',
    download_first: 'Download CSV first',
    category: 'Category',
    choose_category: 'The category the e-books move to',
    territory: 'Territory',
    any_territory: 'None chosen: every territory',
    percent_off: 'Percent off',
    starts_on: 'First day',
    ends_on: 'Last day (none: until further notice)',
  },
  failed_to_start: 'The action could not start: %{message}',
};

/** Background jobs: their progress dialog and the app bar's list (src/components/jobs). */
export const jobsMessages = {
  title: 'Background jobs',
  open: 'Background jobs',
  none: 'No background jobs yet. Actions on many records run here.',
  /** Jobs that are no bulk action, by kind. */
  kinds: {
    'editorial/publish': 'Scheduled publication',
    'editorial/unpublish': 'End of a window',
    'editorial/apply': 'Scheduled change',
    'e-books/check-file': 'E-pub check',
  },
  status: {
    queued: 'Waiting to start',
    running: 'Running',
    done: 'Finished',
    failed: 'Stopped',
  },
  progress: '%{tried} of %{total} records',
  counting: 'Counting the records…',
  outcome: '%{done} changed · %{failed} could not change',
  errors_title: 'Records that could not change',
  more_errors: 'and %{count} more',
  record: 'Record %{id}',
  progress_label: 'Progress of the job',
  see_changes: 'See the changes in Activity',
  undo_of: 'Undoes job #%{id}',
  undone_by: 'Undone by job #%{id}',
  undo: {
    button: 'Undo',
    did: { enable: 'enabled', disable: 'disabled', block: 'blocked', unblock: 'unblocked' },
    text: 'Only the records this job changed go back, each checked and recorded in Activity; those it found already so stay as they are.',
  },
};
