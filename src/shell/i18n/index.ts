import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { formatNumber } from '../../format';
import { en } from './en';
import { consoleLocale } from '../../format/locale';

const polyglot = polyglotI18nProvider(() => en, consoleLocale, [{ locale: consoleLocale, name: 'English' }], {
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
};
