import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { BooleanField, CreateButton, DataTable, TopToolbar, useResourceContext } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { DateTimeField } from '../../src/components/DateFields';
import { ExportCsvButton } from '../../src/components/ExportCsvButton';
import { ListCreateButton } from '../../src/components/ListCreateButton';
import { ListEmpty } from '../../src/components/ListEmpty';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { ListViewsButton } from '../../src/components/views/ListViewsButton';
import { NameEmailField } from '../../src/components/NameEmailField';
import { useListWidth } from '../../src/components/useListWidth';
import { RoleField } from './RoleField';
import { StaffRowMenu } from './StaffRowMenu';

const StaffListActions = () => (
  <TopToolbar>
    <ListViewsButton columnsOnPhones />
    <ExportCsvButton />
    <ListCreateButton label="app.staff.invite" icon={<PersonAddIcon />} />
  </TopToolbar>
);

/**
 * The admins and editors lists: the whole list comes in one GET, searched and sorted in the
 * console. A person's e-mail sits under the name; on phones only name, role and actions show.
 */
export function StaffList() {
  const resource = useResourceContext();
  const narrow = useListWidth() === 'phone';
  return (
    <ConsoleList
      filters={[<ListSearchInput key="q" hint={`resources.${resource}.search`} alwaysOn />]}
      actions={<StaffListActions />}
      empty={<ListEmpty icon={GroupsIcon} action={<CreateButton variant="contained" label="app.staff.invite" icon={<PersonAddIcon />} />} />}
      exporter={false}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name">
          <NameEmailField maxWidth={narrow ? 150 : { xs: 220, xl: 300 }} />
        </DataTable.Col>
        <DataTable.Col source="role" field={RoleField} />
        {!narrow && <DataTable.Col source="emailVerified" field={BooleanField} />}
        {!narrow && <DataTable.Col source="blocked" field={BooleanField} />}
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
    </ConsoleList>
  );
}
