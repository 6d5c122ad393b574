import { ebookLanguages, magazineBrands } from '../../contract/ebookRules';
import { publicationKinds } from '../../contract/enums';
import { currencies } from '../../contract/currencies';
import { accessibilityConformance, accessibilityFeatures, accessibilityHazards, accessModes, contributorRoles, countryCodes, worldTerritory } from '../../contract/catalogueRules';
import { formatLanguage } from '../../src/format';
import { consoleLocale } from '../../src/format/locale';

/** Book and Magazine (docs/api.md "E-books"), labelled through i18n. */
export const publicationKindChoices = publicationKinds.map((kind) => ({ id: kind, name: `app.publication_kinds.${kind}` }));

/** The magazine brands by name; their names are proper nouns, not translated. */
export const magazineBrandChoices = magazineBrands.map(({ code, name }) => ({ id: code, name }));

export const currencyChoices = currencies.map((currency) => ({ id: currency, name: currency }));

type Choice = { id: string; name: string };

/** Choices named in the console's locale, made once per locale (the language may change while the console runs). */
function perLocale(make: (locale: string) => Choice[]): () => Choice[] {
  const made = new Map<string, Choice[]>();
  return () => {
    const locale = consoleLocale();
    let choices = made.get(locale);
    if (!choices) made.set(locale, (choices = make(locale)));
    return choices;
  };
}

/** The catalog's languages, named in the console's locale ("German") and sorted by that name. */
export const languageChoices = perLocale((locale) =>
  ebookLanguages.map((code) => ({ id: code, name: formatLanguage(code) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
);

/** The contributor roles, labelled through i18n. */
export const roleChoices = contributorRoles.map((role) => ({ id: role, name: `resources.e-books.roles.${role}` }));

/** The world first ("World", "Monde": the UN's region 001), then the countries by their name in the console's locale. */
export const territoryChoices = perLocale((locale) => {
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const world = regionNames.of('001') ?? 'World';
  return [
    { id: worldTerritory, name: world.charAt(0).toLocaleUpperCase(locale) + world.slice(1) },
    ...countryCodes.map((code) => ({ id: code, name: `${regionNames.of(code) ?? code} (${code})` })).sort((a, b) => a.name.localeCompare(b.name, locale)),
  ];
});

/** schema.org's accessibility terms as they are written: they are codes, not translated. */
const asIs = (terms: readonly string[]) => terms.map((term) => ({ id: term, name: term }));
export const accessModeChoices = asIs(accessModes);
export const accessibilityFeatureChoices = asIs(accessibilityFeatures);
export const hazardChoices = asIs(accessibilityHazards);
export const conformanceChoices = asIs(accessibilityConformance);
