import type { Translation } from '../../src/definitions/translation';
import { staffFieldsFr, staffMessagesFr } from '../staff/messages.fr';
import type { adminsMessages } from './messages';

/** French strings of the admins list, with those of the staff views it shares with the editors. */
export const adminsMessagesFr: Translation<typeof adminsMessages> = {
  ...staffMessagesFr,
  resources: {
    'users/admins': {
      name: 'Administrateur |||| Administrateurs',
      search: 'Rechercher par nom ou e-mail',
      fields: staffFieldsFr,
      empty: {
        title: 'Aucun administrateur pour l’instant',
        text: 'Invitez un collègue : il recevra un e-mail avec un lien pour définir son mot de passe.',
      },
    },
  },
};
