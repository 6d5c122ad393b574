import type { StaffMailTexts } from './types';

/** The staff e-mails in English: the default, for whoever never chose a language. */
export const englishMail: StaffMailTexts = {
  'sign-in-code': {
    subject: ({ code }) => `Your sign-in code: ${code}`,
    lines: ({ name, publisher, code }) => [
      `Hello ${name},`,
      '',
      `Your code to sign in to the ${publisher} console is ${code}.`,
      'It is valid for 5 minutes. If you did not try to sign in, change your password.',
    ],
  },
  invitation: {
    subject: ({ publisher }) => `Your invitation to the ${publisher} console`,
    lines: ({ name, publisher, link }) => [
      `Hello ${name},`,
      '',
      `You are invited to the ${publisher} console. Open this link to confirm your e-mail address and choose a password:`,
      '',
      link,
      '',
      'The link is valid for 7 days and works once. If it has expired, ask an administrator for a new invitation.',
    ],
  },
  'password-reset': {
    subject: ({ publisher }) => `Reset your ${publisher} console password`,
    lines: ({ name, link }) => [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your console account. Open this link to choose a new password:',
      '',
      link,
      '',
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.',
    ],
  },
  'recovery-code-used': {
    subject: ({ publisher }) => `A recovery code was used to sign in to the ${publisher} console`,
    lines: ({ name, publisher, left, ip }) => [
      `Hello ${name},`,
      '',
      `A recovery code was just used to sign in to your ${publisher} console account (from ${ip}). ${left} of your recovery codes are left.`,
      'If it was you, consider adding a passkey or an authenticator app again from your profile, and making new recovery codes.',
      'If it was not you, change your password at once and tell an administrator.',
    ],
  },
  'second-factors-reset': {
    subject: ({ publisher }) => `Your two-step sign-in to the ${publisher} console was reset`,
    lines: ({ name, publisher, by }) => [
      `Hello ${name},`,
      '',
      `${by} removed the passkeys, authenticator app and recovery codes of your ${publisher} console account.`,
      'You now sign in with your password and a code sent by e-mail. Add a passkey or an authenticator app again from your profile.',
      'If you did not ask for this, tell an administrator.',
    ],
  },
};
