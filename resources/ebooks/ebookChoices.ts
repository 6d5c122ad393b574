import { ebookLanguages, magazineBrands } from '../../contract/ebookRules';
import { publicationKinds } from '../../contract/enums';
import { currencies } from '../../contract/currencies';
import { formatLanguage } from '../../src/format';
import { consoleLocale } from '../../src/format/locale';

/** Book and Magazine (docs/api.md "E-books"), labelled through i18n. */
export const publicationKindChoices = publicationKinds.map((kind) => ({ id: kind, name: `app.publication_kinds.${kind}` }));

/** The magazine brands by name; their names are proper nouns, not translated. */
export const magazineBrandChoices = magazineBrands.map(({ code, name }) => ({ id: code, name }));

export const currencyChoices = currencies.map((currency) => ({ id: currency, name: currency }));

/** The catalog's languages, named in the console's locale ("German") and sorted by that name. */
export const languageChoices = ebookLanguages
  .map((code) => ({ id: code, name: formatLanguage(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, consoleLocale));
