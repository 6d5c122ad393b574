/** English strings of the app config screen (`/ui/app-config`). */
export const appConfigMessages = {
  resources: {
    'ui/app-config': {
      name: 'Config entry |||| App config',
      /** Its bulk actions (src/components/bulk): the confirmation's title, the undo's, and each action's job. */
      bulk: {
        confirm: '%{action} %{count} app config key? |||| %{action} %{count} app config keys?',
        undo: '%{action} the %{count} app config key this job %{did}? |||| %{action} the %{count} app config keys this job %{did}?',
        jobs: {
          delete: 'Delete app config keys',
        },
      },
      // react-admin's save messages (the toast shows them as a success: src/shell/layout/AppNotification.tsx).
      notifications: {
        created: 'Config key created',
        updated: 'Config key saved',
      },
      search: 'Search keys and descriptions',
      fields: {
        key: 'Key',
        valueType: 'Type',
        value: 'Value',
        description: 'Description',
        status: 'Status',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
      empty: {
        title: 'No config entries yet',
        text: 'Entries are the settings the mobile app reads as it starts: versions, feature switches, addresses.',
      },
      helpers: {
        key: 'Lower-case letters and digits, joined by dots, underscores or hyphens: feed.page_size',
        number: 'A number, such as 42 or 2.5',
        json: 'Any JSON: an object, a list, a number, text in quotes, true, false or null',
      },
      value: {
        true: 'True',
        false: 'False',
        format: 'Format',
      },
      change_type: {
        title: 'Change the type of %{key} from %{from} to %{to}?',
        content: 'The mobile app reads the value as %{to} from now on.',
      },
    },
  },
  app: {
    config_value_types: {
      string: 'Text',
      number: 'Number',
      boolean: 'True or false',
      json: 'JSON',
    },
  },
};
