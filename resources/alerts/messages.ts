/** English strings of the alerts screen (`/ui/alerts`); their active window is labelled by the banners' messages. */
export const alertsMessages = {
  resources: {
    'ui/alerts': {
      name: 'Alert |||| Alerts',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} alert? |||| %{action} %{count} alerts?',
        undo: '%{action} the %{count} alert this job %{did}? |||| %{action} the %{count} alerts this job %{did}?',
        jobs: {
          enable: 'Enable alerts',
          disable: 'Disable alerts',
          delete: 'Delete alerts',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Alert created',
        updated: 'Alert saved',
        deleted: 'Alert deleted |||| %{smart_count} alerts deleted',
      },
      search: 'Search titles and messages',
      fields: {
        title: 'Title',
        message: 'Message',
        buttonType: 'Buttons',
        buttonLabel: 'Button label',
        secondButtonLabel: 'Second button label',
        targetKind: 'Opens',
        targetValue: 'Item to open',
        startAt: 'Starts',
        endAt: 'Ends',
        window: 'Shown',
        state: 'State',
        status: 'Status',
        imageUrl: 'Image',
        createdAt: 'Created',
      },
      helpers: {
        buttonLabel: 'The button that opens the link',
        secondButtonLabel: 'The button that closes the alert',
      },
      window: {
        from_to: '%{start} – %{end}',
        from: 'From %{start}',
      },
      empty: {
        title: 'No alerts yet',
        text: 'Alerts pop up in the mobile app: a notice, news with a link, or an offer with two buttons.',
      },
      preview: {
        title: 'Preview',
        untitled: 'Title of the alert',
        no_message: 'The message shows here.',
        button: 'Button',
        second_button: 'Close',
      },
      image: {
        title: 'Image',
        alt: 'Image of the alert “%{title}”',
        none: 'No image yet',
        remove: 'Remove image',
        saved: 'The image is saved',
        removed: 'The image is removed',
        remove_title: 'Remove the image of “%{title}”?',
        remove_content: 'The alert then shows without an image.',
      },
      delete: {
        title: 'Delete “%{title}”?',
        content: 'The alert and its image are removed for good.',
      },
    },
  },
  app: {
    alert_button_types: {
      0: 'All',
      1: 'No buttons',
      2: 'One button',
      3: 'Two buttons',
    },
  },
};
