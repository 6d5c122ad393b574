import { SelectInput } from 'react-admin';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { buttonTypeChoices } from './alertChoices';

/** Search, the button type ("All" is no filter: the API's 0) and the enabled flag. */
export const alertFilters = [
  <ListSearchInput key="q" hint="resources.ui/alerts.search" alwaysOn />,
  <SelectInput key="buttonType" source="buttonType" choices={buttonTypeChoices} emptyText="app.alert_button_types.0" alwaysOn />,
  <EnabledFlagInput key="status" source="status" />,
];
