import { staffFields, staffMessages } from '../staff/messages';

/** English strings of the editors list, with those of the staff views it shares with the admins. */
export const editorsMessages = {
  ...staffMessages,
  resources: {
    'users/editors': {
      name: 'Editor |||| Editors',
      search: 'Search by name or e-mail',
      fields: staffFields,
      empty: {
        title: 'No editors yet',
        text: 'Invite a colleague: they get an e-mail with a link to set their password.',
      },
    },
  },
};
