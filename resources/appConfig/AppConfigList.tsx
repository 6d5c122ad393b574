import SettingsIcon from '@mui/icons-material/Settings';
import { CreateButton, DataTable, SelectField, TextField, useTranslate } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import type { AppConfigEntry } from '../../contract/appConfig';
import { DayField } from '../../src/components/DateFields';
import { EnabledFlagField } from '../../src/components/EnabledFlag';
import { ListActions } from '../../src/components/ListActions';
import { ListEmpty } from '../../src/components/ListEmpty';
import { TruncatedField } from '../../src/components/TruncatedField';
import { code, valueTypeChoices } from './appConfigChoices';
import { appConfigSortFields } from './appConfigChoices';
import { appConfigFilters } from './appConfigFilters';
import { ConfigValueField } from './ConfigValueField';
import { shortened } from './configValueText';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';
import { useIsPhone } from '../../src/components/useIsPhone';

/** The data provider adds the key as react-admin's id. */
type AppConfigRecord = AppConfigEntry & { id: string };

export default function AppConfigList() {
  const bulk = useBulkActions();
  const translate = useTranslate();
  const narrow = useIsPhone();
  return (
    <ConsoleList
      filters={appConfigFilters}
      actions={<ListActions sortFields={appConfigSortFields} />}
      empty={<ListEmpty icon={SettingsIcon} action={<CreateButton variant="contained" />} />}
      exporter={false}
    >
      {narrow ? (
        <PhoneList<AppConfigRecord>
          primaryText={(record) => <span style={code}>{record.key}</span>}
          secondaryText={(record) => `${translate(`app.config_value_types.${record.valueType}`)} · ${shortened(record.value, 40)}`}
          tertiaryText={() => <EnabledFlagField source="status" />}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" {...bulk}>
          <DataTable.Col source="key">
            <TextField source="key" sx={code} />
          </DataTable.Col>
          <DataTable.Col source="valueType" disableSort>
            <SelectField source="valueType" choices={valueTypeChoices} />
          </DataTable.Col>
          <DataTable.Col source="value" disableSort>
            <ConfigValueField />
          </DataTable.Col>
          <DataTable.Col source="description" disableSort>
            <TruncatedField source="description" maxWidth={{ xs: 180, xl: 320 }} />
          </DataTable.Col>
          <DataTable.Col source="updatedAt">
            <DayField source="updatedAt" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <EnabledFlagField source="status" />
          </DataTable.Col>
        </DataTable>
      )}
    </ConsoleList>
  );
}
