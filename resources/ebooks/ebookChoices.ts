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

/** The catalog's languages, named in the console's locale ("German") and sorted by that name. */
export const languageChoices = ebookLanguages
  .map((code) => ({ id: code, name: formatLanguage(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, consoleLocale));

/** The contributor roles, labelled through i18n. */
export const roleChoices = contributorRoles.map((role) => ({ id: role, name: `resources.e-books.roles.${role}` }));

const regionNames = new Intl.DisplayNames([consoleLocale], { type: 'region' });

/** The world first, then the countries by their name in the console's locale. */
export const territoryChoices = [
  { id: worldTerritory, name: 'World' },
  ...countryCodes.map((code) => ({ id: code, name: `${regionNames.of(code) ?? code} (${code})` })).sort((a, b) => a.name.localeCompare(b.name, consoleLocale)),
];

/** schema.org's accessibility terms as they are written: they are codes, not translated. */
const asIs = (terms: readonly string[]) => terms.map((term) => ({ id: term, name: term }));
export const accessModeChoices = asIs(accessModes);
export const accessibilityFeatureChoices = asIs(accessibilityFeatures);
export const hazardChoices = asIs(accessibilityHazards);
export const conformanceChoices = asIs(accessibilityConformance);
