import type { Translation } from '../../src/definitions/translation';
import { staffFieldsFr, staffMessagesFr } from '../staff/messages.fr';
import type { editorsMessages } from './messages';

/** French strings of the editors list, with those of the staff views it shares with the admins. */
export const editorsMessagesFr: Translation<typeof editorsMessages> = {
  ...staffMessagesFr,
  resources: {
    'users/editors': {
      name: 'Rédacteur |||| Rédacteurs',
      search: 'Rechercher par nom ou e-mail',
      fields: staffFieldsFr,
      empty: {
        title: 'Aucun rédacteur pour l’instant',
        text: 'Invitez un collègue : il recevra un e-mail avec un lien pour définir son mot de passe.',
      },
    },
  },
};
