import type { Translation } from '../../src/definitions/translation';
import type { passwordChangeMessages } from './messages';

/**
 * French strings of the password change form. Its title (`app.account.change_password`) and the
 * new-password inputs' strings are the shell's (src/shell/i18n/shell.fr.ts).
 */
export const passwordChangeMessagesFr: Translation<typeof passwordChangeMessages> = {
  app: {
    password: {
      current: 'Mot de passe actuel',
      change: 'Changer le mot de passe',
      change_intro: 'Vos autres sessions prennent fin lorsque le mot de passe change.',
      changed: 'Votre mot de passe a été modifié',
    },
  },
};
