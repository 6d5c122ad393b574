import { choiceValue, enabledFlagValue, type FieldFormats } from '../../src/components/fieldValues';
import { valueTypeChoices } from './appConfigChoices';

/** How an app config entry's coded fields read in its list and its history. */
export const appConfigValues: FieldFormats = {
  valueType: choiceValue(valueTypeChoices),
  status: enabledFlagValue,
};
