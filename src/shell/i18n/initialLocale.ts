import { defaultLocale, isLocale, type Locale } from '../../../contract/locales';
import { readLoginRecord } from '../../../authProvider/loginRecord';

/** The browser's first language the console speaks: French for `fr`, `fr-CA`..., English for `en-*`. */
function browserLocale(): Locale | undefined {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/**
 * The language the console opens in: the one kept in the profile (the login record names it, and
 * it follows the user to any browser), else react-admin's stored choice (`stored`), else the
 * browser's, else English.
 */
export function initialLocale(stored: unknown): Locale {
  const chosen = readLoginRecord()?.locale;
  if (isLocale(chosen)) return chosen;
  if (isLocale(stored)) return stored;
  return browserLocale() ?? defaultLocale;
}
