import { DeepLinkTargetValue } from '../../src/components/deepLink/DeepLinkTargetValue';
import { deepLinkTargetChoices } from '../../src/components/deepLink/deepLinkTargets';
import { choiceValue, enabledFlagValue, type FieldFormats } from '../../src/components/fieldValues';
import { buttonTypeChoices } from './alertChoices';

/** How an alert's coded fields read in its list and its history; the item a button opens by its kind and title. */
export const alertValues: FieldFormats = {
  buttonType: choiceValue(buttonTypeChoices),
  targetKind: choiceValue(deepLinkTargetChoices),
  targetValue: (value, { record }) =>
    value === null || value === undefined || value === '' ? null : <DeepLinkTargetValue kind={record.targetKind} value={value} />,
  status: enabledFlagValue,
};
