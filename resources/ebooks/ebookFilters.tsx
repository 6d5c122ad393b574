import { NullableBooleanInput, SelectInput } from 'react-admin';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { EbookCategoryFilter } from './EbookCategoryFilter';
import { publicationKindChoices } from './ebookChoices';
import { ReadinessFilter } from './ReadinessFilter';
import { TerritoryFilter } from './TerritoryFilter';

export const ebookFilters = [
  <ListSearchInput key="q" hint="resources.e-books.search" alwaysOn />,
  <SelectInput key="type" source="type" choices={publicationKindChoices} alwaysOn />,
  <EnabledFlagInput key="status" source="status" />,
  <EbookCategoryFilter key="categoryId" source="categoryId" />,
  <ReadinessFilter key="readiness" source="readiness" />,
  <TerritoryFilter key="territory" source="territory" />,
  <NullableBooleanInput key="onPromotion" source="onPromotion" />,
];
