import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { CreateButton, DataTable, SelectField, useTranslate } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import type { Alert } from '../../contract/alerts';
import { alertSortFields } from '../../contract/alertRules';
import { ListActions } from '../../src/components/ListActions';
import { ListEmpty } from '../../src/components/ListEmpty';
import { TruncatedField } from '../../src/components/TruncatedField';
import { buttonTypeChoices, formatMoment } from './alertChoices';
import { alertFilters } from './alertFilters';
import { AlertImageField } from './AlertImageField';
import { AlertStateField } from './AlertStateField';
import { AlertWindowField } from './AlertWindowField';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';
import { useIsPhone } from '../../src/components/useIsPhone';

export default function AlertList() {
  const bulk = useBulkActions();
  const translate = useTranslate();
  const narrow = useIsPhone();
  return (
    <ConsoleList
      filters={alertFilters}
      actions={<ListActions sortFields={alertSortFields} />}
      empty={<ListEmpty icon={NotificationsActiveIcon} action={<CreateButton variant="contained" />} />}
      exporter={false}
    >
      {narrow ? (
        <PhoneList<Alert>
          leftAvatar={() => <AlertImageField size={40} />}
          primaryText={(record) => record.title}
          secondaryText={(record) => `${translate(`app.alert_button_types.${record.buttonType}`)} · ${formatMoment(record.startAt)}`}
          tertiaryText={() => <AlertStateField />}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" {...bulk}>
          <DataTable.Col source="imageUrl" disableSort>
            <AlertImageField size={40} />
          </DataTable.Col>
          <DataTable.Col source="title">
            <TruncatedField source="title" maxWidth={320} />
          </DataTable.Col>
          <DataTable.Col source="buttonType" disableSort>
            <SelectField source="buttonType" choices={buttonTypeChoices} />
          </DataTable.Col>
          <DataTable.Col source="startAt" label="resources.ui/alerts.fields.window">
            <AlertWindowField />
          </DataTable.Col>
          <DataTable.Col source="active" label="resources.ui/alerts.fields.state" disableSort>
            <AlertStateField />
          </DataTable.Col>
        </DataTable>
      )}
    </ConsoleList>
  );
}
