/** The English messages of the lists' shared pieces (src/components/lists), under `app.lists`. */
export const listsMessages = {
  export: 'Export CSV',
  /** The chip of a list's live changes (LiveChangesChip); a resource may name its own (`resources.<name>.live.*`). */
  live: {
    created: '%{smart_count} new record |||| %{smart_count} new records',
    changed: '%{smart_count} record changed |||| %{smart_count} records changed',
    show: 'Show the changes in the list',
  },
};
