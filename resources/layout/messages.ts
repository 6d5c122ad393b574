/** English strings of the layout screen (`/ui/layout`), and the labels of the app's screens, which the banners read too. */
export const layoutMessages = {
  resources: {
    'ui/layout': {
      name: 'Layout |||| Layouts',
      // The fields its History and Revisions panels name.
      fields: {
        sections: 'Sections',
        status: 'Status',
      },
    },
  },
  app: {
    layout: {
      title: 'Layout',
      screen: 'Screen of the app',
      sections_heading: 'Sections',
      sections_help: 'Drag a section by its handle, or focus the handle and use Space and the arrow keys, to change the order.',
      empty: {
        title: 'No sections yet',
        text: 'This screen shows nothing in the app until it has a section. Add the highlight area for banners, and content sections for books, magazines, news and videos.',
      },
      fields: {
        kind: 'Section',
        title: 'Title',
        itemCount: 'Items shown',
        visible: 'Visible',
      },
      item_count: '%{smart_count} item |||| %{smart_count} items',
      /** A section in a few words, as the History and Revisions panels list them. */
      section_words: '%{title} (%{kind}, %{items})',
      section_words_hidden: '%{title} (%{kind}, %{items}, hidden)',
      no_sections_value: 'No sections',
      hidden: 'Hidden',
      visible_label: 'Visible: %{title}',
      reorder: 'Reorder %{title}',
      edit: 'Edit %{title}',
      remove: 'Remove %{title}',
      add: 'Add section',
      add_title: 'Add a section',
      edit_title: 'Edit the section',
      apply: 'Apply',
      save: 'Save',
      discard: 'Discard changes',
      saved: 'Layout saved',
      unsaved: 'Unsaved changes',
      load_error: 'The layout could not be loaded.',
      retry: 'Try again',
      item_count_helper: '1 to 20',
      remove_confirm: {
        title: 'Remove “%{title}”?',
        content: 'The section leaves the layout when you save.',
      },
      discard_confirm: {
        title: 'Discard your unsaved changes?',
        content: 'The changes to this layout since it was last saved will be lost.',
      },
      conflict: {
        title: 'Someone else saved this layout',
        saved_by: '%{name} saved it on %{date}, after you opened it.',
        saved: 'It was saved after you opened it.',
        choose: 'Reload their layout and lose your unsaved changes, or apply your changes on top of theirs and save.',
        their_changes: 'Their changes',
        added: 'Added: %{section}',
        removed: 'Removed: %{section}',
        changed: 'Changed: %{from} → %{to}',
        moved: 'Moved: %{section}',
        more: 'and %{smart_count} more change |||| and %{smart_count} more changes',
        reload: 'Reload',
        apply: 'Apply my changes on top',
      },
      preview: {
        title: 'Preview',
        phone: 'Phone preview of the %{screen} screen',
        no_banners: 'No active banners',
        no_items: 'Nothing to show yet',
        no_sections: 'No visible sections',
        at: 'Show the app at',
        at_helper: 'Empty: now. Time zone: %{zone}',
        now: 'Now',
        /** Under the time: what the phone draws then. */
        at_layout: 'The layout as published or scheduled by then: unsaved changes and changes not approved are not shown.',
        revision: 'Revision %{number} of this layout',
        back_to_draft: 'Back to the draft',
        /** The phone preview's alert, as the app shows it over the screen. */
        alert: 'Alert',
        more_alerts: 'and %{smart_count} more alert |||| and %{smart_count} more alerts',
      },
      dnd: {
        instructions:
          'To pick up a section, press Space or Enter. While dragging, use the up and down arrow keys to move it. Press Space or Enter again to drop it in its new place, or Escape to cancel.',
        picked_up: 'Picked up %{title}, position %{position} of %{count}.',
        moved: '%{title} moved to position %{position} of %{count}.',
        dropped: '%{title} dropped at position %{position} of %{count}.',
        cancelled: 'Moving cancelled: %{title} is back at position %{position} of %{count}.',
      },
    },
    // The kinds of section: content sections by their `sectionKey`, and the highlight area (code "3").
    content_sections: {
      videos: 'Videos',
      news: 'News',
      magazine: 'Magazine',
      book: 'Book',
      highlight: 'Highlight area',
    },
  },
};
