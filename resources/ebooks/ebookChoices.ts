import { ebookLanguages, magazineBrands } from '../../contract/ebooks';
import { publicationKinds } from '../../contract/enums';
import { currencies } from '../../contract/money';

/** Book and Magazine (docs/api.md "E-books"), labelled through i18n. */
export const publicationKindChoices = publicationKinds.map((kind) => ({ id: kind, name: `app.publication_kinds.${kind}` }));

/** The magazine brands by name; their names are proper nouns, not translated. */
export const magazineBrandChoices = magazineBrands.map(({ code, name }) => ({ id: code, name }));

export const currencyChoices = currencies.map((currency) => ({ id: currency, name: currency }));

/** The catalog's languages, named in the reader's locale ("German", "Deutsch") and sorted by that name. */
export function languageChoices(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return ebookLanguages
    .map((code) => ({ id: code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
