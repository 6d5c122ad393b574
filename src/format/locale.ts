/** The console's one locale: its catalogue (src/shell/i18n/en.ts) and every formatted value (src/format) follow it. */
export const consoleLocale = 'en';
