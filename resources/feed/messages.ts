/** English strings of the feed (`/feeds/list`); its content types are labelled by the subscriptions' messages. */
export const feedMessages = {
  resources: {
    feeds: {
      name: 'Feed entry |||| Feed entries',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} feed entry? |||| %{action} %{count} feed entries?',
        undo: '%{action} the %{count} feed entry this job %{did}? |||| %{action} the %{count} feed entries this job %{did}?',
        jobs: {
          enable: 'Enable feed entries',
          disable: 'Disable feed entries',
          delete: 'Delete feed entries',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Feed entry created',
        updated: 'Feed entry saved',
        deleted: 'Feed entry deleted |||| %{smart_count} feed entries deleted',
      },
      search: 'Search titles and text',
      fields: {
        title: 'Title',
        body: 'Text',
        contentType: 'Content type',
        videoUrl: 'Video URL',
        tags: 'Tags',
        tag: 'Tag',
        publishAt: 'Publish at',
        status: 'Status',
        imageUrl: 'Picture',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
      empty: {
        title: 'No feed entries yet',
        text: 'Entries tell the app’s readers what is new: news, videos and more.',
      },
      tags: {
        help: 'Type to see recent tags; Enter adds a new one. At most %{max}.',
        // The product's required wording: keep it word for word.
        no_results: 'No results found',
        invalid: '“%{tag}”: use letters, digits, spaces and hyphens (at most 40)',
      },
      picture: {
        title: 'Picture',
        alt: 'Picture of %{title}',
        none: 'No picture yet',
        remove: 'Remove picture',
        saved: 'The picture is saved',
        removed: 'The picture is removed',
      },
      delete: {
        title: 'Delete “%{title}”?',
        content: 'The entry, its tags and its picture are removed for good.',
      },
    },
  },
};
