import { defaultLocale, type Locale } from '../../contract/locales';
import type { MailMessage } from './queue';
import { englishMail } from './texts/en';
import { frenchMail } from './texts/fr';
import type { StaffMailKind, StaffMailTexts, StaffMailValues } from './texts/types';

const textsByLocale: Record<Locale, StaffMailTexts> = { en: englishMail, fr: frenchMail };

/**
 * A staff e-mail in its recipient's language (`users.locale`, chosen in the console; English when
 * never chosen): the subject and the body of `kind` with `values` filled in.
 */
export function staffMail<K extends StaffMailKind>(
  kind: K,
  recipient: { email: string; locale?: Locale | null },
  values: StaffMailValues[K],
  expiresAt?: string,
): MailMessage {
  const texts = textsByLocale[recipient.locale ?? defaultLocale][kind] as StaffMailTexts[K];
  return {
    kind,
    to: recipient.email,
    ...(expiresAt ? { expiresAt } : {}),
    subject: texts.subject(values),
    text: `${texts.lines(values).join('\n')}\n`,
  };
}
