import { required, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PublicationKind } from '../../contract/enums';
import { useEbookCategories } from './useEbookCategories';

/** The category, chosen among those of the form's type (listEbookCategories). */
export function EbookCategoryInput() {
  const type = useWatch({ name: 'type' }) as PublicationKind;
  const { data: categories, isPending } = useEbookCategories(type);
  return (
    <SelectInput
      source="categoryId"
      choices={categories ?? []}
      translateChoice={false}
      isPending={isPending}
      validate={required()}
    />
  );
}
