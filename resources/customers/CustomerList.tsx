import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { BooleanField, DataTable } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import type { Customer } from '../../contract/customers';
import { CountryField } from '../../src/components/CountryField';
import { DayField } from '../../src/components/DateFields';
import { ListActions } from '../../src/components/ListActions';
import { ListEmpty } from '../../src/components/ListEmpty';
import { NameEmailField } from '../../src/components/NameEmailField';
import { useListWidth } from '../../src/components/useListWidth';
import { formatDate } from '../../src/format';
import { customerFilters } from './customerFilters';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';

/** The customers, newest first: the e-mail under the name, the country by its name. */
export default function CustomerList() {
  const bulk = useBulkActions();
  const narrow = useListWidth() === 'phone';
  return (
    <ConsoleList
      filters={customerFilters}
      actions={<ListActions />}
      empty={<ListEmpty icon={PeopleOutlineIcon} />}
      exporter={false}
    >
      {narrow ? (
        <PhoneList<Customer>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => formatDate(record.registeredAt)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" {...bulk}>
          <DataTable.Col source="name">
            <NameEmailField />
          </DataTable.Col>
          <DataTable.Col source="country" disableSort field={CountryField} />
          <DataTable.Col source="registeredAt" field={DayField} />
          <DataTable.Col source="lastSeenAt" field={DayField} disableSort />
          <DataTable.Col source="emailVerified" field={BooleanField} disableSort />
          <DataTable.Col source="blocked" field={BooleanField} disableSort />
        </DataTable>
      )}
    </ConsoleList>
  );
}
