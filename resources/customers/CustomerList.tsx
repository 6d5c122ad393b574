import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import { type Theme, useMediaQuery } from '@mui/material';
import { BooleanField, DataTable, List, SimpleList } from 'react-admin';
import type { Customer } from '../../contract/customers';
import { DayField } from '../../src/components/DateFields';
import { ListEmpty } from '../../src/components/ListEmpty';
import { formatDate } from '../../src/format';
import { customerFilters } from './customerFilters';

export default function CustomerList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={customerFilters}
      sort={{ field: 'registeredAt', order: 'DESC' }}
      perPage={25}
      empty={<ListEmpty icon={PeopleOutlineIcon} />}
      exporter={false}
    >
      {narrow ? (
        <SimpleList<Customer>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => formatDate(record.registeredAt)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="country" disableSort />
          <DataTable.Col source="registeredAt" field={DayField} />
          <DataTable.Col source="lastSeenAt" field={DayField} disableSort />
          <DataTable.Col source="emailVerified" field={BooleanField} disableSort />
          <DataTable.Col source="blocked" field={BooleanField} disableSort />
        </DataTable>
      )}
    </List>
  );
}
