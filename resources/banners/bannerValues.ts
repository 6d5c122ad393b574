import { choiceValue, enabledFlagValue, type FieldFormats } from '../../src/components/fieldValues';
import { layoutTypeChoices } from './bannerChoices';

/** How a banner's coded fields read in its list and its history. */
export const bannerValues: FieldFormats = {
  layoutType: choiceValue(layoutTypeChoices),
  status: enabledFlagValue,
};
