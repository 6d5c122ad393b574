import type { Config } from '../../config';
import type { Locale } from '../../../contract/locales';
import { staffMail } from '../../mail/staffMail';
import type { MailMessage } from '../../plugins/mail';

/** The e-mails of second factors: never a code or a secret, only what happened and what to do. */

type Recipient = { email: string; name: string; locale: Locale | null };

export function recoveryCodeUsedMail(config: Config, user: Recipient, left: number, ip: string): MailMessage {
  return staffMail('recovery-code-used', user, { name: user.name, publisher: config.publisherName, left, ip });
}

export function secondFactorsResetMail(config: Config, user: Recipient, by: string): MailMessage {
  return staffMail('second-factors-reset', user, { name: user.name, publisher: config.publisherName, by });
}
