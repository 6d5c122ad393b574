import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { CreateButton, DataTable, SelectField, useTranslate } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import type { FeedEntry } from '../../contract/feed';
import { DateTimeField } from '../../src/components/DateFields';
import { EnabledFlagField } from '../../src/components/EnabledFlag';
import { ListActions } from '../../src/components/ListActions';
import { ListEmpty } from '../../src/components/ListEmpty';
import { TruncatedField } from '../../src/components/TruncatedField';
import { formatDateTime } from '../../src/format';
import { contentTypeChoices } from './feedChoices';
import { feedFilters } from './feedFilters';
import { FeedPictureField } from './FeedPictureField';
import { FeedTagsField } from './FeedTagsField';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';
import { useIsPhone } from '../../src/components/useIsPhone';

const publishedAt = (record: FeedEntry) =>
  formatDateTime(record.publishAt);

export default function FeedList() {
  const bulk = useBulkActions();
  const translate = useTranslate();
  const narrow = useIsPhone();
  return (
    <ConsoleList
      filters={feedFilters}
      actions={<ListActions sortFields={['publishAt', 'title', 'createdAt']} />}
      empty={<ListEmpty icon={DynamicFeedIcon} action={<CreateButton variant="contained" />} />}
      exporter={false}
    >
      {narrow ? (
        <PhoneList<FeedEntry>
          leftAvatar={() => <FeedPictureField size={40} />}
          primaryText={(record) => record.title}
          secondaryText={(record) => `${translate(`app.content_types.${record.contentType}`)} · ${publishedAt(record)}`}
          tertiaryText={() => <EnabledFlagField source="status" />}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" {...bulk}>
          <DataTable.Col source="imageUrl" disableSort>
            <FeedPictureField size={48} />
          </DataTable.Col>
          <DataTable.Col source="title">
            <TruncatedField source="title" maxWidth={{ xs: 240, lg: 280, xl: 360 }} />
          </DataTable.Col>
          <DataTable.Col source="contentType" disableSort>
            <SelectField source="contentType" choices={contentTypeChoices} />
          </DataTable.Col>
          <DataTable.Col source="tags" disableSort>
            <FeedTagsField />
          </DataTable.Col>
          <DataTable.Col source="publishAt">
            <DateTimeField source="publishAt" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <EnabledFlagField source="status" />
          </DataTable.Col>
        </DataTable>
      )}
    </ConsoleList>
  );
}
