import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { type Theme, useMediaQuery } from '@mui/material';
import { BooleanField, CreateButton, DataTable, List, TopToolbar, useResourceContext } from 'react-admin';
import { DateTimeField } from '../../src/components/DateFields';
import { ListEmpty } from '../../src/components/ListEmpty';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { RoleField } from './RoleField';
import { StaffRowMenu } from './StaffRowMenu';

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="app.staff.invite" icon={<PersonAddIcon />} />
  </TopToolbar>
);

/** The admins and editors lists: the whole list comes in one GET, searched and sorted in the console. */
export function StaffList() {
  const resource = useResourceContext();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={[<ListSearchInput key="q" hint={`resources.${resource}.search`} alwaysOn />]}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<ListEmpty icon={GroupsIcon} action={<CreateButton variant="contained" label="app.staff.invite" icon={<PersonAddIcon />} />} />}
      exporter={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role" field={RoleField} />
        {!narrow && <DataTable.Col source="emailVerified" field={BooleanField} />}
        <DataTable.Col source="blocked" field={BooleanField} />
        {!narrow && <DataTable.Col source="invitationPending" field={BooleanField} />}
        {!narrow && (
          <DataTable.Col source="lastSignInAt">
            <DateTimeField source="lastSignInAt" emptyText="—" />
          </DataTable.Col>
        )}
        <DataTable.Col label="app.staff.actions" disableSort>
          <StaffRowMenu />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
