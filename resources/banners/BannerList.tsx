import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { CreateButton, DataTable, SelectField, useTranslate } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import type { Banner } from '../../contract/banners';
import { ListActions } from '../../src/components/ListActions';
import { ListEmpty } from '../../src/components/ListEmpty';
import { TruncatedField } from '../../src/components/TruncatedField';
import { layoutTypeChoices } from './bannerChoices';
import { bannerFilters } from './bannerFilters';
import { BannerStateField } from './BannerStateField';
import { BannerThumbnailField } from './BannerThumbnailField';
import { bannerWindowText } from './bannerWindow';
import { BannerWindowField } from './BannerWindowField';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';
import { useIsPhone } from '../../src/components/useIsPhone';
import { consoleLocale } from '../../src/format/locale';

/** Every banner, by screen and position; the whole list is read at once and sorted and searched here. */
export default function BannerList() {
  const bulk = useBulkActions();
  const translate = useTranslate();
  const narrow = useIsPhone();
  return (
    <ConsoleList
      filters={bannerFilters}
      actions={<ListActions sortFields={['layoutType', 'position', 'title', 'startAt', 'endAt']} />}
      empty={<ListEmpty icon={ViewCarouselIcon} action={<CreateButton variant="contained" />} />}
      exporter={false}
    >
      {narrow ? (
        <PhoneList<Banner>
          leftIcon={() => <BannerThumbnailField height={24} />}
          primaryText={(record) => record.title}
          secondaryText={(record) =>
            `${translate(`app.layout_types.${record.layoutType}`)} · ${record.position} · ${bannerWindowText(record, translate)}`
          }
          tertiaryText={() => <BannerStateField />}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" {...bulk}>
          <DataTable.Col source="thumbnail" disableSort>
            <BannerThumbnailField height={40} />
          </DataTable.Col>
          <DataTable.Col source="title">
            <TruncatedField source="title" maxWidth={280} />
          </DataTable.Col>
          <DataTable.Col source="layoutType">
            <SelectField source="layoutType" choices={layoutTypeChoices} />
          </DataTable.Col>
          <DataTable.NumberCol locales={consoleLocale()} source="position" />
          <DataTable.Col source="startAt" label="resources.ui/banners.fields.window">
            <BannerWindowField />
          </DataTable.Col>
          <DataTable.Col source="state" disableSort>
            <BannerStateField />
          </DataTable.Col>
          <DataTable.Col source="imageCount" align="right" disableSort render={(record: Banner) => record.images.length} />
        </DataTable>
      )}
    </ConsoleList>
  );
}
