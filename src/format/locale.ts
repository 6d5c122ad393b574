import { defaultLocale, type Locale } from '../../contract/locales';

let current: Locale = defaultLocale;

/**
 * The console's locale now: its catalogue (src/shell/i18n) and every formatted value (src/format)
 * follow it. The i18n provider sets it when the language changes, before react-admin renders the
 * whole console again, so nothing formatted keeps the previous language.
 */
export const consoleLocale = (): Locale => current;

export function setConsoleLocale(locale: Locale): void {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
