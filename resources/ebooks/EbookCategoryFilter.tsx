import { SelectInput, type SelectInputProps, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { EbookCategory } from '../../contract/ebooks';
import type { PublicationKind } from '../../contract/enums';
import { useEbookCategories } from './useEbookCategories';

/**
 * Filters by category: those of the type chosen in the type filter, or all of them, each
 * followed by its kind ("Travel (Magazine)"), when no type is chosen. Its `source` is given where
 * it is listed, as every filter's: react-admin's "Add filter" menu names a filter by it.
 */
export function EbookCategoryFilter(props: Omit<SelectInputProps, 'choices'>) {
  const translate = useTranslate();
  const type = useWatch({ name: 'type' }) as PublicationKind | '' | undefined;
  const chosenType = type ? type : undefined;
  const { data: categories, isPending } = useEbookCategories(chosenType);
  const optionText = (category: EbookCategory) =>
    chosenType ? category.name : `${category.name} (${translate(`app.publication_kinds.${category.ebookType}`)})`;
  return (
    <SelectInput
      choices={categories ?? []}
      optionText={optionText}
      translateChoice={false}
      isPending={isPending}
      {...props}
    />
  );
}
