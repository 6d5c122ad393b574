import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { isLocale, type Locale } from '../../../contract/locales';
import { setErrorTranslator } from '../../../dataProvider/errorMessages';
import { translateCoded } from '../../components/codedMessages';
import { formatNumber } from '../../format';
import { consoleLocale, setConsoleLocale } from '../../format/locale';
import { en } from './en';

/** Each language with its own name, as the language menu lists them. */
export const languages: readonly { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/**
 * English is part of the first load; French is a chunk of its own, loaded when chosen. react-admin
 * starts in English, then changes to the stored choice (ConsoleAdmin.tsx) before it renders anything.
 */
const polyglot = polyglotI18nProvider((locale) => (locale === 'fr' ? import('./fr').then((module) => module.fr) : en), 'en', [...languages], {
  allowMissing: false,
});

/** The lists' "1-25 of 1,000,000": react-admin hands the pagination its numbers bare. */
const groupedNumbers = new Set(['ra.navigation.page_range_info', 'ra.navigation.partial_page_range_info']);

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) =>
    polyglot.translate(
      key,
      groupedNumbers.has(key) && options
        ? Object.fromEntries(Object.entries(options).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value) : value]))
        : options,
    ),
  // The formatters follow once the catalogue has loaded, before react-admin renders the console again.
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    if (isLocale(locale)) setConsoleLocale(locale);
  },
};

// The server writes its messages in English: in another language, a message is shown in the words
// of its code (app.api_messages.<code>, ./apiMessages.ts), else of its errorCode (app.errors.<code>,
// ./errors.ts), else as the server wrote it.
setErrorTranslator(({ message, errorCode, coded }) => {
  if (consoleLocale() === 'en') return message;
  const byErrorCode = errorCode === undefined ? message : i18nProvider.translate(`app.errors.${errorCode}`, { _: message });
  return coded ? translateCoded(i18nProvider.translate, coded, byErrorCode) : byErrorCode;
});
