import type { Config } from '../../config';
import type { MailMessage } from '../../plugins/mail';

/** The e-mails of second factors: never a code or a secret, only what happened and what to do. */

export function recoveryCodeUsedMail(config: Config, user: { email: string; name: string }, left: number, ip: string): MailMessage {
  return {
    kind: 'recovery-code-used',
    to: user.email,
    subject: `A recovery code was used to sign in to the ${config.publisherName} console`,
    text: [
      `Hello ${user.name},`,
      '',
      `A recovery code was just used to sign in to your ${config.publisherName} console account (from ${ip}). ${left} of your recovery codes are left.`,
      'If it was you, consider adding a passkey or an authenticator app again from your profile, and making new recovery codes.',
      'If it was not you, change your password at once and tell an administrator.',
      '',
    ].join('\n'),
  };
}

export function secondFactorsResetMail(config: Config, user: { email: string; name: string }, by: string): MailMessage {
  return {
    kind: 'second-factors-reset',
    to: user.email,
    subject: `Your two-step sign-in to the ${config.publisherName} console was reset`,
    text: [
      `Hello ${user.name},`,
      '',
      `${by} removed the passkeys, authenticator app and recovery codes of your ${config.publisherName} console account.`,
      'You now sign in with your password and a code sent by e-mail. Add a passkey or an authenticator app again from your profile.',
      'If you did not ask for this, tell an administrator.',
      '',
    ].join('\n'),
  };
}
