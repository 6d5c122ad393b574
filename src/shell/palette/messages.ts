/**
 * English strings of the command palette and the keyboard shortcuts (`app.palette.*`), merged by
 * src/shell/i18n/en.ts. The groups of records and screens are named by their menu labels.
 */
export const paletteMessages = {
  app: {
    palette: {
      open: 'Search and commands (%{keys})',
      title: 'Search and commands',
      input: 'Search records, screens and actions',
      placeholder: 'Search records and screens',
      results: 'Results',
      actions: 'Actions on this page',
      screens: 'Go to',
      shortcuts_group: 'Keyboard',
      shortcuts_item: 'Keyboard shortcuts',
      searching: 'Searching…',
      search_failed: 'The search failed: %{message}',
      nothing: 'Nothing matches “%{q}”',
      hint: '↑ ↓ to move, Enter to open, Esc to close',
      results_count: '%{smart_count} result |||| %{smart_count} results',
    },
    shortcuts: {
      title: 'Keyboard shortcuts',
      close: 'Close',
      keys: 'Keys',
      what: 'What they do',
      palette: 'Open search and commands',
      go: 'Go to %{screen}',
      search: 'Search the list on the page',
      help: 'Show these shortcuts',
      then: 'then',
      not_in_fields: 'Except for the first, shortcuts work when the cursor is not in a field.',
    },
  },
};
