import { staffFields, staffMessages } from '../staff/messages';

/** English strings of the admins list, with those of the staff views it shares with the editors. */
export const adminsMessages = {
  ...staffMessages,
  resources: {
    'users/admins': {
      name: 'Admin |||| Admins',
      search: 'Search by name or e-mail',
      fields: staffFields,
      empty: {
        title: 'No admins yet',
        text: 'Invite a colleague: they get an e-mail with a link to set their password.',
      },
    },
  },
};
