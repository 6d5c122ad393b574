import { choiceValue, enabledFlagValue, type FieldFormats } from '../../src/components/fieldValues';
import { contentTypeChoices } from './feedChoices';

/** How a feed entry's coded fields read in its list and its history. */
export const feedValues: FieldFormats = {
  contentType: choiceValue(contentTypeChoices),
  status: enabledFlagValue,
};
