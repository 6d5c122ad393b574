import { choiceValue, enabledFlagValue, type FieldFormat, type FieldFormats, moneyValue } from '../../src/components/fieldValues';
import { formatLanguage } from '../../src/format';
import { magazineBrandChoices, publicationKindChoices } from './ebookChoices';

/** The category by its name (the record's `categoryName`), else by its id. */
const categoryValue: FieldFormat = (value, { record }) =>
  value === null || value === undefined ? null : typeof record.categoryName === 'string' ? record.categoryName : `#${String(value)}`;

/** How an e-book's coded fields read in its list and its history. */
export const ebookValues: FieldFormats = {
  type: choiceValue(publicationKindChoices),
  categoryId: categoryValue,
  // Said by `categoryId`, which names the category.
  categoryName: false,
  magazineBrand: choiceValue(magazineBrandChoices, { translated: false }),
  language: (value) => (typeof value === 'string' ? formatLanguage(value) : null),
  price: moneyValue(),
  status: enabledFlagValue,
};
