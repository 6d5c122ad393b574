import { AutocompleteInput, NullableBooleanInput, SelectInput } from 'react-admin';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { EbookCategoryFilter } from './EbookCategoryFilter';
import { publicationKindChoices, territoryChoices } from './ebookChoices';
import { ReadinessFilter } from './ReadinessFilter';

export const ebookFilters = [
  <ListSearchInput key="q" hint="resources.e-books.search" alwaysOn />,
  <SelectInput key="type" source="type" choices={publicationKindChoices} alwaysOn />,
  <EnabledFlagInput key="status" source="status" />,
  <EbookCategoryFilter key="categoryId" source="categoryId" />,
  <ReadinessFilter key="readiness" source="readiness" />,
  <AutocompleteInput key="territory" source="territory" choices={territoryChoices} translateChoice={false} />,
  <NullableBooleanInput key="onPromotion" source="onPromotion" />,
];
