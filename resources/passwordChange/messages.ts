/**
 * English strings of the password change form. Its title (`app.account.change_password`) and the
 * new-password inputs' strings are the shell's (src/shell/i18n/shell.ts): the account pages share them.
 */
export const passwordChangeMessages = {
  app: {
    password: {
      current: 'Current password',
      change: 'Change password',
      change_intro: 'Your other sessions end when the password changes.',
      changed: 'Your password has changed',
    },
  },
};
