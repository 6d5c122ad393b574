import { SelectInput } from 'react-admin';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { contentTypeChoices } from './feedChoices';
import { FeedTagFilter } from './FeedTagFilter';

export const feedFilters = [
  <ListSearchInput key="q" hint="resources.feeds.search" alwaysOn />,
  <SelectInput key="contentType" source="contentType" choices={contentTypeChoices} />,
  <EnabledFlagInput key="status" source="status" />,
  <FeedTagFilter key="tag" source="tag" />,
];
