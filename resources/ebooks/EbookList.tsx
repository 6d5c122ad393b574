import LibraryBooksIcon from '@mui/icons-material/LibraryBooksOutlined';
import { CreateButton, DataTable, SelectField } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import type { Ebook } from '../../contract/ebooks';
import { DayField } from '../../src/components/DateFields';
import { EnabledFlagField } from '../../src/components/EnabledFlag';
import { ListActions } from '../../src/components/ListActions';
import { ListEmpty } from '../../src/components/ListEmpty';
import { MoneyField } from '../../src/components/MoneyField';
import { formatMoney } from '../../src/format';
import { publicationKindChoices } from './ebookChoices';
import { EbookCoverField } from './EbookCoverField';
import { EbookCoverImage } from './EbookCoverImage';
import { ebookFilters } from './ebookFilters';
import { EbookTitleField } from './EbookTitleField';
import { ReadyField } from './ReadyField';
import { TerritoriesField } from './TerritoriesField';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';
import { useIsPhone } from '../../src/components/useIsPhone';
import { wrappingHeader } from '../../src/components/lists/wrappingHeader';

export default function EbookList() {
  const bulk = useBulkActions();
  const narrow = useIsPhone();
  return (
    <ConsoleList
      filters={ebookFilters}
      actions={<ListActions sortFields={['createdAt', 'title', 'price', 'publicationDate']} />}
      empty={<ListEmpty icon={LibraryBooksIcon} action={<CreateButton variant="contained" />} />}
      exporter={false}
    >
      {narrow ? (
        <PhoneList<Ebook>
          leftIcon={(record) => <EbookCoverImage url={record.coverUrl} alt={record.title} width={40} />}
          primaryText={(record) => record.title}
          secondaryText={(record) => record.authors.join(', ')}
          tertiaryText={(record) => formatMoney(record.price, record.currency)}
          linkType="edit"
          sx={{ '& .MuiListItemIcon-root': { mr: 2 }, '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
        />
      ) : (
        <DataTable rowClick="edit" {...bulk}>
          <DataTable.Col source="coverUrl" field={EbookCoverField} disableSort />
          <DataTable.Col source="title" field={EbookTitleField} />
          <DataTable.Col source="type" disableSort>
            <SelectField source="type" choices={publicationKindChoices} />
          </DataTable.Col>
          <DataTable.Col source="categoryName" disableSort />
          <DataTable.Col source="publicationDate" field={DayField} sx={wrappingHeader} />
          <DataTable.Col source="price" field={MoneyField} align="right" />
          <DataTable.Col source="territories" field={TerritoriesField} disableSort />
          <DataTable.Col source="status" field={EnabledFlagField} disableSort />
          <DataTable.Col source="ready" field={ReadyField} disableSort />
        </DataTable>
      )}
    </ConsoleList>
  );
}
