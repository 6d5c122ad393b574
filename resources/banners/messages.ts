/**
 * English strings of the banners screen (`/ui/banners`), and the labels of an active window, which
 * the alerts read too; the screens a banner is placed on are labelled by the layout's messages.
 */
export const bannersMessages = {
  resources: {
    'ui/banners': {
      name: 'Banner |||| Banners',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} banner? |||| %{action} %{count} banners?',
        undo: '%{action} the %{count} banner this job %{did}? |||| %{action} the %{count} banners this job %{did}?',
        jobs: {
          enable: 'Enable banners',
          disable: 'Disable banners',
          delete: 'Delete banners',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Banner created',
        updated: 'Banner saved',
        deleted: 'Banner deleted |||| %{smart_count} banners deleted',
      },
      search: 'Search titles',
      fields: {
        title: 'Title',
        layoutType: 'Screen',
        position: 'Position',
        startAt: 'Starts',
        endAt: 'Ends',
        window: 'Shown',
        status: 'Enabled',
        state: 'Status',
        thumbnail: 'Picture',
        imageCount: 'Images',
        q: 'Search',
      },
      sections: {
        banner: 'Placement and schedule',
      },
      helpers: {
        position: 'Order among the banners of the screen, 1 first',
      },
      empty: {
        title: 'No banners yet',
        text: 'Banners are the pictures at the top of a screen of the app. Each leads to a book, a magazine, a story, a plan or a web page.',
      },
      window: {
        from: 'From %{start}',
        between: '%{start} – %{end}',
      },
      delete: {
        title: 'Delete “%{title}”?',
        content: 'The banner and its images are removed for good.',
      },
      images: {
        title: 'Images',
        intro: 'Shown in this order, one after the other. At most %{max}.',
        none: 'No images yet: upload the first one below.',
        full: 'This banner holds the most images it can. Delete one to add another.',
        upload: 'New image',
        uploaded: 'The image is added at the end',
        position: 'Image %{position}',
        alt: 'Alt text',
        no_alt: 'No alt text',
        leads_to: 'Opens',
        move_up: 'Move up',
        move_down: 'Move down',
        move_up_named: 'Move image %{position} up',
        move_down_named: 'Move image %{position} down',
        moved: 'Moved: now image %{position} of %{count}',
        edit: 'Edit details',
        edit_named: 'Edit details of image %{position}',
        delete: 'Delete',
        delete_named: 'Delete image %{position}',
        deleted: 'The image is deleted',
        delete_title: 'Delete image %{position}?',
        delete_content: 'The image and where it leads are removed for good.',
      },
      details: {
        title: 'Image %{position}: details',
        position: 'Position',
        position_helper: 'From 1 to %{count}; the other images move to make room',
        altText: 'Alt text',
        alt_helper: 'Describes the picture for people who cannot see it',
        saved: 'The image details are saved',
      },
    },
  },
};
